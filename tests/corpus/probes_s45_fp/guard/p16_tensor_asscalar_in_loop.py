"""A refinement loop stopping on a tensor's value read with `.asscalar()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        h = x
        for _ in range(3):
            h = F.tanh(h + x)
            if F.max(F.abs(h)).asscalar() > 10:
                break
        return h
