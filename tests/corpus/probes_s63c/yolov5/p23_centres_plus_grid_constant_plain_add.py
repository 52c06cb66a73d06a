"""YOLOv5 centre decode `xy = (sig_xy * 2 - 0.5 + grid) * stride`: the (N, A, H, W, 2) offsets plus the (1, 1, H, W, 2) grid constant by a plain `+` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5)]


class PlainGridAdd(HybridBlock):
    def __init__(self, nc=2, na=3, ch=8, ny=4, nx=5, stride=8.0, **kwargs):
        super(PlainGridAdd, self).__init__(**kwargs)
        self.na, self.no, self.stride = na, nc + 5, stride
        yv, xv = np.meshgrid(np.arange(ny), np.arange(nx), indexing="ij")
        with self.name_scope():
            self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)
            self.grid = self.params.get_constant("grid", np.stack((xv, yv), 2).reshape(1, 1, ny, nx, 2).astype("float32"))

    def hybrid_forward(self, F, x, grid):
        y = self.m(x).reshape((0, -4, self.na, self.no, -2)).transpose((0, 1, 3, 4, 2)).sigmoid()
        xy = (F.slice_axis(y, axis=-1, begin=0, end=2) * 2 - 0.5 + grid) * self.stride
        return xy.reshape((0, -1, 2))


Net = PlainGridAdd
