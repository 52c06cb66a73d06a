"""attack (rank-range-axes): the axes read from x's rank, the reduced data with one axis more
(`F.expand_dims(x, axis=1)`): the original reduces axes 1..rank(x)-1 of the data only, exclude=
of axis 0 would reduce the new last axis too."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = F.slice_axis(x, axis=1, begin=0, end=None)
        return F.sum(F.expand_dims(y, axis=1) * 2, axis=tuple(range(1, len(y.shape))))
