"""A list display whose first item is replaced by an item store."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        views = [x.transpose((0, 2, 1)), x]
        views[0] = x * 2
        return views[0].reshape((B, T, C))
