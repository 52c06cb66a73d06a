"""The eager branch returns early; the fall-through (only ever symbolic) divides by `len(x)`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if F is mx.nd:
            return F.mean(x, axis=0)
        return F.sum(x, axis=0) / len(x)
