"""Epsilon-prediction loss with a per-sample SNR weight broadcast over every axis but the batch."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 4), (3, 2, 4, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, gamma=5.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._gamma = gamma
        with self.name_scope():
            self.denoiser = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x_t, eps, snr):
        snr = F.abs(snr) + 0.1
        weight = F.minimum(snr, self._gamma * F.ones_like(snr)) / snr
        weight = weight.reshape((x_t.shape[0],) + (1,) * (x_t.ndim - 1))
        err = F.square(self.denoiser(x_t) - eps)
        return F.mean(F.broadcast_mul(weight, err), axis=(1, 2, 3))
