"""A rank check that runs only eagerly: `if isinstance(x, mx.nd.NDArray): assert x.ndim == 3`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if isinstance(x, mx.nd.NDArray):
            assert x.ndim == 3, "expected (batch, time, channels), got %s" % (x.shape,)
        return F.transpose(x, axes=(0, 2, 1))
