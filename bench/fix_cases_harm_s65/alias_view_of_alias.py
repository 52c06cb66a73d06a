"""A row view bound to a second name that is written through."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        y = x[0:1]
        z = y
        z += 1
        return x.reshape((B, -1)) * 2 + y.sum()
