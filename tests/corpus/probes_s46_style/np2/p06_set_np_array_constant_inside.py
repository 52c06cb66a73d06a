"""Numpy mode: a bias constant made with `mx.np.array(...)` inside `hybrid_forward` is added to the traced input."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        bias = mx.np.array([0.1, 0.2, 0.3, 0.4])
        return x + bias
