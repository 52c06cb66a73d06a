"""YOLOv5 Detect layer for one level: a 1x1 conv to `na * no` channels, reshaped by codes `(0, -4, na, no, -2)` to (N, A, K, H, W), transposed to (N, A, H, W, K), sigmoid, and decoded with a (1, 1, H, W, 2) grid constant built from the configured ny, nx and a (1, A, 1, 1, 2) anchor constant by `broadcast_add`/`broadcast_mul`; the boxes are flattened to (N, A*H*W, K)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5)]


class Detect(HybridBlock):
    def __init__(self, nc=2, anchors=((10, 13), (16, 30), (33, 23)), ch=8, ny=4, nx=5, stride=8.0, **kwargs):
        super(Detect, self).__init__(**kwargs)
        self.na, self.no, self.stride = len(anchors), nc + 5, stride
        yv, xv = np.meshgrid(np.arange(ny), np.arange(nx), indexing="ij")
        with self.name_scope():
            self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)
            self.grid = self.params.get_constant("grid", np.stack((xv, yv), 2).reshape(1, 1, ny, nx, 2).astype("float32"))
            self.anchor_grid = self.params.get_constant("anchor_grid", np.array(anchors, "float32").reshape(1, -1, 1, 1, 2))

    def hybrid_forward(self, F, x, grid, anchor_grid):
        y = self.m(x).reshape((0, -4, self.na, self.no, -2)).transpose((0, 1, 3, 4, 2)).sigmoid()
        xy = F.broadcast_add(F.slice_axis(y, axis=-1, begin=0, end=2) * 2 - 0.5, grid) * self.stride
        wh = F.broadcast_mul(F.square(F.slice_axis(y, axis=-1, begin=2, end=4) * 2), anchor_grid)
        out = F.concat(xy, wh, F.slice_axis(y, axis=-1, begin=4, end=None), dim=-1)
        return out.reshape((0, -1, self.no))


Net = Detect
