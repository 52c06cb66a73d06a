"""Numpy mode: positions made with mx.np.arange at construction and added to the input."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.pos = mx.np.arange(4)

    def hybrid_forward(self, F, x):
        return x + self.pos
