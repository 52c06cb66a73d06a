"""Glow ActNorm: per-channel scale and bias, log-det scaled by the number of pixels."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.log_scale = self.params.get('log_scale', shape=(1, channels, 1, 1), init='zeros')
            self.bias = self.params.get('bias', shape=(1, channels, 1, 1), init='ones')
            self.proj = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, log_scale, bias):
        x = self.proj(x)
        y = F.broadcast_mul(F.broadcast_add(x, bias), F.exp(log_scale))
        pixels = x.shape[2] * x.shape[3]
        logdet = F.sum(log_scale) * pixels
        return y, F.ones((x.shape[0],)) * logdet
