"""Mixture density negative log-likelihood of a scalar target under K Gaussians."""
import math

from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, mixtures=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(3 * mixtures, in_units=in_units)

    def hybrid_forward(self, F, x, y):
        logit_pi, mu, log_sigma = F.split(self.head(x), num_outputs=3, axis=1)
        z = (y - mu) / F.exp(log_sigma)
        log_comp = -0.5 * F.square(z) - log_sigma - 0.5 * math.log(2 * math.pi)
        log_mix = F.log_softmax(logit_pi, axis=1) + log_comp
        top = F.max(log_mix, axis=1, keepdims=True)
        return -(F.log(F.sum(F.exp(log_mix - top), axis=1)) + top.reshape((-1,)))
