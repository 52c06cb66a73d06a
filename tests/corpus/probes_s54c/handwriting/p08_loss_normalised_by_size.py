"""Stroke reconstruction loss summed and divided by the number of points `offsets.size`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 2), (2, 4, 2)]


class OffsetLoss(HybridBlock):
    def hybrid_forward(self, F, pred, offsets):
        return F.sum(F.square(pred - offsets)) / offsets.size


Net = OffsetLoss
