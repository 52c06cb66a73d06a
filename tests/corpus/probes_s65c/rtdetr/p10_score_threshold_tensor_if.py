"""RT-DETR post-processing inside the block: when the best query score passes a threshold (`if F.max(scores) > self._thresh:`, a tensor condition) the boxes are kept, otherwise zeroed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class ThresholdedHead(HybridBlock):
    def __init__(self, dim=6, classes=3, thresh=0.5, **kwargs):
        super().__init__(**kwargs)
        self._thresh = thresh
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)
        self.box = nn.Dense(4, flatten=False, in_units=dim)

    def hybrid_forward(self, F, queries):
        scores = F.sigmoid(self.cls(queries))
        boxes = F.sigmoid(self.box(queries))
        if F.max(scores) > self._thresh:
            return boxes
        return F.zeros_like(boxes)


Net = ThresholdedHead
