"""out= writes into an alias of x."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = x
        F.relu(x - 0.5, out=y)
        return x * 3 + y
