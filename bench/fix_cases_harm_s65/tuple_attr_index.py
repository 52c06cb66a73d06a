"""A tuple of sizes on the block indexed in forward."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sizes = (2, 3)

    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        k = self.sizes[0]
        return x.reshape((B, k, -1)).sum(axis=1)
