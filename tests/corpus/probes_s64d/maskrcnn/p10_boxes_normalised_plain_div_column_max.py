"""Mask R-CNN decoded boxes (R, 4) normalised to [0, 1] by their per-coordinate maxima over the ROIs, `boxes / F.max(boxes, axis=0, keepdims=True)` by a plain `/` against the (1, 4) row."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4), (5, 4)]


class NormalisedBoxes(HybridBlock):
    def hybrid_forward(self, F, deltas, anchors):
        boxes = F.abs(anchors) * 10 + F.exp(F.clip(deltas, -4, 4))
        return boxes / F.max(boxes, axis=0, keepdims=True)


Net = NormalisedBoxes
