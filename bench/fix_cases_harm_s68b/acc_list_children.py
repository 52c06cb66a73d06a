"""Branches held in a python list, the first a lambda returning its input."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.branches = [lambda t: t, nn.Dense(4, in_units=4), nn.Dense(4, in_units=4)]
        for k, b in enumerate(self.branches[1:]):
            self.register_child(b, 'b%d' % k)

    def hybrid_forward(self, F, x):
        y = None
        for i in range(3):
            z = self.branches[i](x)
            if y is None:
                y = z
            else:
                y += z
        return y
