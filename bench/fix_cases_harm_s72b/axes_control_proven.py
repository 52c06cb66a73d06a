"""control (rank-range-axes): the range from axis 1 of a value a slice along axis 1 proves to
have two axes at least: `axis=(0,), exclude=True` reduces the same axes."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = F.slice_axis(x, axis=1, begin=1, end=None)
        axes = tuple(range(1, len(y.shape)))
        return F.mean(y * y, axis=axes)
