"""Legal: a helper reads `.context` only of an NDArray the block made in __init__, eagerly, outside the
traced graph; hybrid_forward uses the number it chose and adds the positions row by broadcast_add."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


def _place(arr):
    return str(arr.context)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.where = _place(mx.nd.zeros((1,)))
        self.scale = 2.0 if self.where.startswith("cpu") else 1.0

    def hybrid_forward(self, F, x):
        return F.broadcast_add(x * self.scale, F.arange(5).reshape((1, -1)))
