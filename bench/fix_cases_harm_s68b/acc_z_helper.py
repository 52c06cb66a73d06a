"""The term from a fluent method that may be a view."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        pass

    def hybrid_forward(self, F, x):
        y = None
        for i in range(3):
            z = x.reshape((2, 4))
            if y is None:
                y = z
            else:
                y += z
        return y + x
