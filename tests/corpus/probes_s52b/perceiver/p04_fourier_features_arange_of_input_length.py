"""Perceiver input adapter: Fourier position features of the input sequence, positions by `F.arange(x.shape[1])` scaled to [-1, 1], sines and cosines over the constructor's frequency bands, concatenated to the inputs."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 4)]


class Net(HybridBlock):
    def __init__(self, num_bands=3, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.freqs = [math.pi * (2 ** i) for i in range(num_bands)]
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        n = x.shape[1]
        pos = F.arange(n) / (n - 1) * 2 - 1
        feats = [F.sin(pos * f) for f in self.freqs] + [F.cos(pos * f) for f in self.freqs]
        feats = F.stack(*feats, axis=-1).expand_dims(0)
        feats = F.broadcast_like(feats, x, lhs_axes=(0,), rhs_axes=(0,))
        return self.proj(F.concat(x, feats, dim=-1))
