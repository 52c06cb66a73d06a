"""YOLACT crop: per-instance masks (N, A, H, W) zeroed outside their boxes (N, A, 4) in [0, 1] coordinates; pixel-centre grids are numpy constants (1, 1, 1, W) and (1, 1, H, 1), the box edges `slice_axis`es reshaped to (N, A, 1, 1) with `reshape((0, 0, 1, 1))`, compared with `broadcast_greater_equal`/`broadcast_lesser`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6), (2, 3, 4)]


class CropMasks(HybridBlock):
    def __init__(self, channels=8, num_inst=3, size=6, **kwargs):
        super().__init__(**kwargs)
        centres = (np.arange(size, dtype="float32") + 0.5) / size
        with self.name_scope():
            self.masks = nn.Conv2D(num_inst, 1, in_channels=channels, activation="sigmoid")
            self.xs = self.params.get_constant("xs", centres.reshape((1, 1, 1, size)))
            self.ys = self.params.get_constant("ys", centres.reshape((1, 1, size, 1)))

    def hybrid_forward(self, F, x, boxes, xs, ys):
        boxes = F.sigmoid(boxes)
        x1, y1, x2, y2 = [F.slice_axis(boxes, axis=-1, begin=i, end=i + 1).reshape((0, 0, 1, 1)) for i in range(4)]
        inside_x = F.broadcast_greater_equal(xs, F.minimum(x1, x2)) * F.broadcast_lesser(xs, F.maximum(x1, x2))
        inside_y = F.broadcast_greater_equal(ys, F.minimum(y1, y2)) * F.broadcast_lesser(ys, F.maximum(y1, y2))
        return F.broadcast_mul(self.masks(x), F.broadcast_mul(inside_x, inside_y))


Net = CropMasks
