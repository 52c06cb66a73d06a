"""An item write through an alias of x."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = x
        y[:, 0] = 0
        return x * 3 + y
