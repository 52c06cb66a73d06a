"""A debugging guard prints eagerly, but the reshape after it still reads `x.shape[0]`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(3, 2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if F is mx.nd:
            assert x.ndim == 3
        return F.relu(x.reshape((x.shape[0], -1)))
