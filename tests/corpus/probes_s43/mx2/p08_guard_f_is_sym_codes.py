"""Backend guard the other way round: `if F is mx.sym` takes reshape codes, else `x.shape`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if F is mx.sym:
            y = x.reshape((0, -4, 2, -1))
        else:
            y = x.reshape((x.shape[0], 2, x.shape[1] // 2))
        return F.sum(y, axis=1)
