"""A += on a slice writes into x (a basic slice of the first axis is a view)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        y = x[0:1]
        y += 1
        return x.reshape((B, -1)) * 2
