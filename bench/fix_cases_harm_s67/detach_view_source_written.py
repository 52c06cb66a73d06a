"""`y = x.detach()` and a view of x written through: y sees the write eagerly."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x + 1
        y = x.detach()
        z = x.reshape((-1,))
        z += 1
        return y * 2
