"""Numpy mode: an mx.np constant built inside hybrid_forward and added to the input."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        offset = mx.np.ones((1, 4)) * 0.5
        return x + offset
