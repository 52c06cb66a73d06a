"""YOLOv5 box decode with `wh = (sig_wh * 2) ** 2 * anchor_grid`: the (N, A, H, W, 2) sizes times the (1, A, 1, 1, 2) anchor constant by a plain `*` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5)]


class DetectPlainAnchors(HybridBlock):
    def __init__(self, nc=2, anchors=((10, 13), (16, 30), (33, 23)), ch=8, **kwargs):
        super(DetectPlainAnchors, self).__init__(**kwargs)
        self.na, self.no = len(anchors), nc + 5
        with self.name_scope():
            self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)
            self.anchor_grid = self.params.get_constant("anchor_grid", np.array(anchors, "float32").reshape(1, -1, 1, 1, 2))

    def hybrid_forward(self, F, x, anchor_grid):
        y = self.m(x).reshape((0, -4, self.na, self.no, -2)).transpose((0, 1, 3, 4, 2)).sigmoid()
        wh = (F.slice_axis(y, axis=-1, begin=2, end=4) * 2) ** 2 * anchor_grid
        return F.concat(wh, F.slice_axis(y, axis=-1, begin=4, end=None), dim=-1)


Net = DetectPlainAnchors
