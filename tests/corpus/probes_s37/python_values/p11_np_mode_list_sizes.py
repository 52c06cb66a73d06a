"""Numpy mode: a python list of split points on self, positional reshape and indexing."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 6)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.dims = [2, 3]

    def hybrid_forward(self, F, x):
        y = x.reshape(-1, self.dims[0], self.dims[1])
        return y[:, 0] + y[:, -1]
