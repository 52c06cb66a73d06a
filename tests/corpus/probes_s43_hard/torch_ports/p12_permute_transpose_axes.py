"""`permute(0, 2, 1)` ported as `transpose(axes=(0, 2, 1))` before a batch_dot."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.batch_dot(x, x.transpose(axes=(0, 2, 1)))
