"""An in-place += through an alias, in a block that reads .shape."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        h = x
        h += 1
        return x.reshape((B, C * T)) + h.reshape((B, -1))
