"""A loss block with `sample_weight=None`, multiplied in with broadcast_mul when given."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3), (2, 3), (2, 1)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, label, sample_weight=None):
        loss = F.square(pred - label)
        if sample_weight is not None:
            loss = F.broadcast_mul(loss, sample_weight)
        return F.mean(loss, axis=1)
