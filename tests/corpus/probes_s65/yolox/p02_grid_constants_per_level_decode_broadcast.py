"""YOLOX box decoding with per-level grids of anchor points built in `__init__` by numpy from the configured map sizes and strides (`np.meshgrid`), held as constants of shape (1, H*W, 2); the level's (N, H*W, 5+C) output decodes `(xy + grid) * stride` by `broadcast_add` and `exp(wh) * stride`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class GridDecode(HybridBlock):
    def __init__(self, in_ch=8, num_classes=3, size=(4, 4), stride=8, **kwargs):
        super(GridDecode, self).__init__(**kwargs)
        self._stride, self._c = stride, 5 + num_classes
        ys, xs = np.meshgrid(np.arange(size[0]), np.arange(size[1]), indexing="ij")
        grid = np.stack((xs, ys), axis=-1).reshape(1, -1, 2).astype("float32")
        with self.name_scope():
            self.pred = nn.Conv2D(self._c, 1, in_channels=in_ch)
            self.grid = self.params.get_constant("grid", grid)

    def hybrid_forward(self, F, x, grid):
        p = F.transpose(self.pred(x).reshape((0, 0, -1)), axes=(0, 2, 1))
        xy = F.broadcast_add(F.slice_axis(p, axis=-1, begin=0, end=2), grid) * self._stride
        wh = F.exp(F.slice_axis(p, axis=-1, begin=2, end=4)) * self._stride
        rest = F.sigmoid(F.slice_axis(p, axis=-1, begin=4, end=None))
        return F.concat(xy, wh, rest, dim=-1)


Net = GridDecode
