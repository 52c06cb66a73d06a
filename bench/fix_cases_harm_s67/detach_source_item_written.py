"""`y = x.detach()`, then x's entries overwritten through an item store: y sees it eagerly."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x + 1
        y = x.detach()
        x[:] = 0
        return y * 3
