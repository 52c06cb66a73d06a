"""`y = x.copy()`, then x's row zeroed through an item store: y keeps the old row."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x + 1
        y = x.copy()
        x[0] = 0
        return x + y
