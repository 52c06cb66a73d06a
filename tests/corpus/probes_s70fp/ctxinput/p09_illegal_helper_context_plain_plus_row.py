"""Illegal (not for the context): a helper reads `.context` only of an NDArray __init__ made, outside the
traced graph, but the (N, 5) input plus the (1, 5) positions row is a plain `+`."""
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
        return x * self.scale + F.arange(5).reshape((1, -1))
