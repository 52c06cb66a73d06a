"""An in-place += through an alias: x sees it too (NDArray += writes in place)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        h = x
        h += 1
        return x * 2 + h
