"""YOLACT mask loss normalised by the total box area, taken as a python float with `.asscalar()` (the reference's `.item()`), returned with the assembled masks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6), (2, 3, 4)]


class AreaNormalisedMasks(HybridBlock):
    def __init__(self, channels=8, num_inst=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.masks = nn.Conv2D(num_inst, 1, in_channels=channels, activation="sigmoid")

    def hybrid_forward(self, F, x, boxes):
        wh = F.abs(F.slice_axis(boxes, axis=-1, begin=2, end=4) - F.slice_axis(boxes, axis=-1, begin=0, end=2))
        area = F.prod(wh, axis=-1)
        total = max(F.sum(area).asscalar(), 1e-3)
        return self.masks(x) / total


Net = AreaNormalisedMasks
