"""YOLOX decode with one grid constant per level registered as `grid0`, `grid1` and received by `hybrid_forward(self, F, *feats, **grids)` (Gluon passes a block's parameters as keyword arguments); each level adds `grids["grid%d" % i]` by `broadcast_add` and scales by its python stride."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2)]


def make_grid(h, w):
    ys, xs = np.meshgrid(np.arange(h), np.arange(w), indexing="ij")
    return np.stack((xs, ys), axis=-1).reshape(1, -1, 2).astype("float32")


class KwargsGrids(HybridBlock):
    def __init__(self, in_ch=8, sizes=(4, 2), strides=(8, 16), **kwargs):
        super(KwargsGrids, self).__init__(**kwargs)
        self._strides = strides
        with self.name_scope():
            self.preds = nn.HybridSequential()
            for i, s in enumerate(sizes):
                self.preds.add(nn.Conv2D(6, 1, in_channels=in_ch))
                setattr(self, "grid%d" % i, self.params.get_constant("grid%d" % i, make_grid(s, s)))

    def hybrid_forward(self, F, *feats, **grids):
        outs = []
        for i, x in enumerate(feats):
            p = F.transpose(self.preds[i](x).reshape((0, 0, -1)), axes=(0, 2, 1))
            xy = F.broadcast_add(F.slice_axis(p, axis=-1, begin=0, end=2), grids["grid%d" % i]) * self._strides[i]
            outs.append(F.concat(xy, F.slice_axis(p, axis=-1, begin=2, end=None), dim=-1))
        return F.concat(*outs, dim=1)


Net = KwargsGrids
