"""A helper called with keyword arguments in the other order than its parameters."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def _fold(self, F, a, b):
        B, C, T = a.shape
        return b.reshape((B, T, C))

    def hybrid_forward(self, F, x):
        t = x.transpose((0, 2, 1))
        return self._fold(F, b=x, a=t)
