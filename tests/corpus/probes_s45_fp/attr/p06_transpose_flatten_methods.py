"""`x.transpose((0, 2, 1))`, `.flatten()`, `.sum(axis=-1)` and `.clip()` method chains."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        y = x.transpose((0, 2, 1)).clip(-0.5, 0.5)
        return y.flatten(), y.sum(axis=-1)
