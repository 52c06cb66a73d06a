"""`mask.unsqueeze(1)` ported to expand_dims, then a broadcast multiply."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4), (2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x, mask):
        return F.broadcast_mul(x, mask.expand_dims(1))
