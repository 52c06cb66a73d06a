"""Sampling the next latent from the MDN with a temperature: mixing logits divided by `tau`, the most likely mixture's mean and log std picked per latent with `F.pick`, and a temperature-scaled gaussian sample with noise of `mu.shape`; the mixture count read back as `logit.shape[-1]`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, latent=2, mixtures=3, tau=1.15, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.latent, self.k, self.tau = latent, mixtures, tau
        with self.name_scope():
            self.head = nn.Dense(mixtures * (2 * latent + 1), in_units=6)

    def hybrid_forward(self, F, h):
        out = self.head(h)
        logit = out.slice_axis(axis=1, begin=0, end=self.k) / self.tau
        k = logit.shape[-1]
        mu = out.slice_axis(axis=1, begin=k, end=k + k * self.latent).reshape((-1, k, self.latent))
        logstd = out.slice_axis(axis=1, begin=k + k * self.latent, end=None).reshape((-1, k, self.latent))
        best = F.argmax(logit, axis=1).reshape((-1, 1)).broadcast_to((h.shape[0], self.latent))
        mu = F.pick(mu.transpose((0, 2, 1)), best, axis=2)
        std = F.exp(F.pick(logstd.transpose((0, 2, 1)), best, axis=2))
        return mu + std * math.sqrt(self.tau) * F.random.normal(shape=mu.shape)
