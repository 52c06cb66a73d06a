"""Overlapped patch merging: a 7x7 stride-4 conv, its output size read back with `_, _, h, w = x.shape`, the map flattened to tokens for a LayerNorm, and the tokens returned as a map again by `reshape((n, h, w, -1)).transpose((0, 3, 1, 2))`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, 7, strides=4, padding=3, in_channels=3)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        n, _, h, w = x.shape
        tokens = self.norm(x.reshape((0, 0, -1)).transpose((0, 2, 1)))
        return tokens.reshape((n, h, w, -1)).transpose((0, 3, 1, 2))
