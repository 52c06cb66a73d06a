"""Numpy-mode FNet mixing in `forward` (MXNet 2 style): `n, l, d = x.shape`, the DFT angles from `np.arange(l)` and `np.arange(d)` built per call, `np.matmul` on both axes -- plain python on arrays, nothing traced."""
import math

from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 4)]


class NumpyFourier(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=units)

    def forward(self, x):
        n, l, d = x.shape
        al = 2 * math.pi * np.outer(np.arange(l), np.arange(l)) / l
        ad = 2 * math.pi * np.outer(np.arange(d), np.arange(d)) / d
        mixed = np.matmul(np.matmul(np.cos(al), x), np.cos(ad)) - np.matmul(np.matmul(np.sin(al), x), np.sin(ad))
        return self.norm(x + mixed)


Net = NumpyFourier
