"""`y = x.copy()`, then x written by an operator's out=: y keeps the old values."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x + 1
        y = x.copy()
        F.relu(x - 1.5, out=x)
        return x + y
