"""Two sets of the same shape summarised by `F.sum(a, axis=0) + F.sum(b, axis=0)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5), (4, 5)]


class SetPair(HybridBlock):
    def hybrid_forward(self, F, a, b):
        return F.sum(a, axis=0) + F.sum(b, axis=0)


Net = SetPair
