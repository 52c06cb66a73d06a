"""`x.sum() / x.numel()` ported as x.size (the element count of an NDArray)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.sum(F.square(x)) / x.size
