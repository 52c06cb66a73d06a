"""YOLACT crop comparing the (1, 1, 1, W) pixel grid with the (N, A, 1, 1) box edges by plain `>=` and `<`, the PyTorch reference's broadcasting comparisons."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6), (2, 3, 4)]


class PlainCropMasks(HybridBlock):
    def __init__(self, channels=8, num_inst=3, size=6, **kwargs):
        super().__init__(**kwargs)
        centres = (np.arange(size, dtype="float32") + 0.5) / size
        with self.name_scope():
            self.masks = nn.Conv2D(num_inst, 1, in_channels=channels, activation="sigmoid")
            self.xs = self.params.get_constant("xs", centres.reshape((1, 1, 1, size)))

    def hybrid_forward(self, F, x, boxes, xs):
        boxes = F.sigmoid(boxes)
        x1 = F.slice_axis(boxes, axis=-1, begin=0, end=1).reshape((0, 0, 1, 1))
        x2 = F.slice_axis(boxes, axis=-1, begin=2, end=3).reshape((0, 0, 1, 1))
        inside = (xs >= F.minimum(x1, x2)) * (xs < F.maximum(x1, x2))
        return F.broadcast_mul(self.masks(x), inside)


Net = PlainCropMasks
