"""A branch on a host number producing int32 on one side."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        s = x.max().asscalar()
        if s > 10:
            y = x * 3
        else:
            y = x / 2
        return y
