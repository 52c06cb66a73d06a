"""`x.squeeze(1)` after a 1-channel conv, ported with an axis argument."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return x.squeeze(axis=1)
