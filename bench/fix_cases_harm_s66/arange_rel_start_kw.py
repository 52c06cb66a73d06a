"""Relative positions n-1 ... -(n-1) with keyword arguments in another order."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        n = x.shape[1]
        r = F.arange(step=-1, start=n - 1, stop=-n)
        return F.sum(x) + r
