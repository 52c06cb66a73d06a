"""`x.permute(0, 2, 1)` ported to transpose with positional axes."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return x.transpose(0, 2, 1)
