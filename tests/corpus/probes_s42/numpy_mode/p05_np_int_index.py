"""Numpy mode: an integer index `x[0]` and `x[:, -1]` on the traced input."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return x[0] + x[:, -1].sum()
