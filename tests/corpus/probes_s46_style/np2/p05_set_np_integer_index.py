"""Numpy mode (`npx.set_np()`): `x[0]` in `hybrid_forward` is real numpy indexing of the traced input."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        first = x[0]
        return F.np.sum(first, axis=0) * 2
