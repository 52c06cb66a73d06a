"""`F.split` pieces reversed with `pieces[::-1]` and concatenated back."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        pieces = F.split(x, num_outputs=3, axis=1)
        return F.concat(*pieces[::-1], dim=1)
