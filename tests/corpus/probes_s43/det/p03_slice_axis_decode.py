"""Offsets applied to anchors through F.slice_axis on the coordinate axis (SSD-style decoder)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4), (2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, stds=(0.1, 0.1, 0.2, 0.2)):
        super().__init__()
        self._stds = stds

    def hybrid_forward(self, F, pred, anchor):
        a_xy = F.slice_axis(anchor, axis=-1, begin=0, end=2)
        a_wh = F.abs(F.slice_axis(anchor, axis=-1, begin=2, end=4)) + 0.1
        p_xy = F.slice_axis(pred, axis=-1, begin=0, end=2) * self._stds[0]
        p_wh = F.slice_axis(pred, axis=-1, begin=2, end=4) * self._stds[2]
        center = p_xy * a_wh + a_xy
        size = F.exp(p_wh) * a_wh
        return F.concat(center - size / 2, center + size / 2, dim=-1)
