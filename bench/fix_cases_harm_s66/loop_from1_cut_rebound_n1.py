"""A cut from row 1 of x, then x rebound to its first row: the loop over the new x runs no step."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        rest = F.slice_axis(x, axis=1, begin=1, end=None)
        x = F.slice_axis(x, axis=1, begin=0, end=1)
        acc = F.sum(rest, axis=1)
        for t in range(1, x.shape[1]):
            acc = acc + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
        return acc
