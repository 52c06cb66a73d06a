"""Offsets of a deformable conv split into (dy, dx) pairs per kernel point."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(18, kernel_size=3, padding=1)

    def hybrid_forward(self, F, x):
        b, _, h, w = x.shape
        offset = self.offset(x).reshape((b, 9, 2, h, w))
        return F.tanh(offset).mean(axis=1)
