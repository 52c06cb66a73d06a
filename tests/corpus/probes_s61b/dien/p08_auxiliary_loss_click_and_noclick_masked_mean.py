"""DIEN auxiliary loss with clicked and sampled non-clicked items: both logits from `F.sum(h * e, axis=2)` on `slice_axis`-aligned steps, the masked sum divided by `F.sum(mask) + 1e-6` with `broadcast_div`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6), (2, 5, 6), (2, 5, 6), (2, 5)]


class ClickNoClickLoss(HybridBlock):
    def hybrid_forward(self, F, states, clicks, noclicks, mask):
        h = F.slice_axis(states, axis=1, begin=0, end=-1)
        pos = F.sum(h * F.slice_axis(clicks, axis=1, begin=1, end=None), axis=2)
        neg = F.sum(h * F.slice_axis(noclicks, axis=1, begin=1, end=None), axis=2)
        m = F.slice_axis(mask > 0, axis=1, begin=1, end=None)
        loss = -(F.log(F.sigmoid(pos) + 1e-8) + F.log(1 - F.sigmoid(neg) + 1e-8)) * m
        total = F.sum(loss, axis=1, keepdims=True)
        return F.broadcast_div(total, F.sum(m, axis=1, keepdims=True) + 1e-6)


Net = ClickNoClickLoss
