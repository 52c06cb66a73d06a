"""Numpy mode: a python `if` on `x.sum() > 0` inside hybrid_forward."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if x.sum() > 0:
            return x * 2
        return -x
