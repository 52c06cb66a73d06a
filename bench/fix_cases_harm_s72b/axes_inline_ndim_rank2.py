"""attack (rank-range-axes): `F.sum(x * 2, axis=tuple(range(2, x.ndim)))` on a rank-2 input --
empty range, every axis summed in MXNet 1.9.1."""
from mxnet.gluon import nn

INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return F.sum(x * 2, axis=tuple(range(2, x.ndim)))
