"""Mask R-CNN proposal scaling with python-valued branches: `if self._scale != 1.0:` on a constructor float (a python value, decided before tracing), and an eager-only `if F is nd:` assertion reading `proposals.shape[1] == 4` that the traced graph skips; the rest `ROIAlign` on the scaled proposals."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(1, 2, 8, 8), (3, 4)]


class ScaledProposals(HybridBlock):
    def __init__(self, image_scale=0.5, **kwargs):
        super().__init__(**kwargs)
        self._scale = image_scale

    def hybrid_forward(self, F, feat, proposals):
        if F is nd:
            assert proposals.shape[1] == 4, "proposals must be (R, 4)"
        boxes = F.abs(proposals) * 12
        if self._scale != 1.0:
            boxes = boxes * self._scale
        rois = F.concat(F.zeros_like(F.slice_axis(boxes, axis=1, begin=0, end=1)), boxes, dim=1)
        return F.contrib.ROIAlign(feat, rois, pooled_size=(4, 4), spatial_scale=1.0, sample_ratio=2)


Net = ScaledProposals
