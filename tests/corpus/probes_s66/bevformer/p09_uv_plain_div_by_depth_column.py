"""Projected points (N, P, 3): image coordinates (N, P, 2) divided by the (N, P, 1) clamped depth with a plain
`/` (broadcasts eagerly; the traced elementwise division needs equal shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class PlainDepthDivide(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, cam):
        uv = F.slice_axis(cam, axis=2, begin=0, end=2)
        depth = F.maximum(F.slice_axis(cam, axis=2, begin=2, end=3), self.eps)
        return uv / depth


Net = PlainDepthDivide
