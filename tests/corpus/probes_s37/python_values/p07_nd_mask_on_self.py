"""A constant mask built with nd.array at construction and multiplied in hybrid_forward."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.mask = mx.nd.array([[1, 0, 1]])

    def hybrid_forward(self, F, x):
        return F.broadcast_mul(x, self.mask)
