"""Mask R-CNN box regression decoding ported from PyTorch: the delta columns taken by subscripts `deltas[:, 2:3]` and `deltas[:, 3:4]` of the (R, 4) legacy-mode tensor, clipped, exponentiated."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 4)]


class SubscriptDecoder(HybridBlock):
    def __init__(self, clip=4.135, **kwargs):
        super().__init__(**kwargs)
        self._clip = clip

    def hybrid_forward(self, F, deltas, anchors):
        wh = F.slice_axis(F.abs(anchors), axis=-1, begin=2, end=4) + 1
        dw = F.clip(deltas[:, 2:3], -self._clip, self._clip)
        dh = F.clip(deltas[:, 3:4], -self._clip, self._clip)
        return F.concat(F.exp(dw), F.exp(dh), dim=-1) * wh


Net = SubscriptDecoder
