"""Mask R-CNN decoding whose dw/dh clip bound is decided on the host: `bound = min(self._clip, F.max(F.abs(deltas)).asscalar())`, then `F.clip(deltas, -bound, bound)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4)]


class HostClipDecoder(HybridBlock):
    def __init__(self, clip=4.135, **kwargs):
        super().__init__(**kwargs)
        self._clip = clip

    def hybrid_forward(self, F, deltas):
        bound = min(self._clip, F.max(F.abs(deltas)).asscalar())
        return F.exp(F.clip(deltas, -bound, bound))


Net = HostClipDecoder
