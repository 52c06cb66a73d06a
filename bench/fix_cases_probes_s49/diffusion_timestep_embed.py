"""Diffusion U-Net block: a sinusoidal embedding of the timestep, as wide as the feature map's channels, added per channel."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 4), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, max_period=10000.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._max_period = max_period
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, t):
        half = x.shape[1] // 2
        freqs = F.exp(-math.log(self._max_period) * F.arange(half) / half)
        args = F.broadcast_mul(t.reshape((-1, 1)) * 1000, freqs.reshape((1, -1)))
        emb = F.concat(F.cos(args), F.sin(args), dim=1)
        h = self.conv(x)
        return h + emb.reshape((x.shape[0], x.shape[1], 1, 1))
