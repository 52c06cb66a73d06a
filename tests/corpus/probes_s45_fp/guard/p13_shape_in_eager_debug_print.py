"""A debug helper that reads `.shape` only when handed NDArrays, called from hybrid_forward."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


def _describe(x):
    if isinstance(x, mx.nd.NDArray):
        return f"x{x.shape}"
    return "symbol"


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.last = None

    def hybrid_forward(self, F, x):
        self.last = _describe(x)
        return F.tanh(x)
