"""`y = x.copy()` keeps the old values when x is then written in place."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x + 1
        y = x.copy()
        x += 5
        return x * y
