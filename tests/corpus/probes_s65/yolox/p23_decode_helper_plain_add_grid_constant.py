"""YOLOX decode through a module helper ported from PyTorch, `decode(p, grid, stride)` returning `(p.slice_axis(axis=-1, begin=0, end=2) + grid) * stride`: the (N, H*W, 2) offsets plus the (1, H*W, 2) grid constant by a plain `+` inside the helper -- a Symbol's `+` wants equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def decode(p, grid, stride):
    xy = (p.slice_axis(axis=-1, begin=0, end=2) + grid) * stride
    wh = p.slice_axis(axis=-1, begin=2, end=4).exp() * stride
    return xy, wh


INPUTS = [(2, 8, 4, 4)]


class HelperDecode(HybridBlock):
    def __init__(self, in_ch=8, size=4, stride=8, **kwargs):
        super(HelperDecode, self).__init__(**kwargs)
        self._stride = stride
        ys, xs = np.meshgrid(np.arange(size), np.arange(size), indexing="ij")
        grid = np.stack((xs, ys), axis=-1).reshape(1, -1, 2).astype("float32")
        with self.name_scope():
            self.pred = nn.Conv2D(6, 1, in_channels=in_ch)
            self.grid = self.params.get_constant("grid", grid)

    def hybrid_forward(self, F, x, grid):
        p = F.transpose(self.pred(x).reshape((0, 0, -1)), axes=(0, 2, 1))
        xy, wh = decode(p, grid, self._stride)
        return F.concat(xy, wh, dim=-1)


Net = HelperDecode
