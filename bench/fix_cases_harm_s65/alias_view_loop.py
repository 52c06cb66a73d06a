"""Rows of x bound in a loop and written through."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        for i in range(2):
            r = x[i]
            r *= 2
        return x.reshape((B, -1)) + 1
