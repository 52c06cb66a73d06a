"""YOLOv5 Detect's grid cache as the original writes it: `if self._grid_hw != x.shape[2:4]:` rebuild the grid -- `.shape` of a traced symbol in a python comparison."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 5)]


class GridCache(HybridBlock):
    def __init__(self, nc=2, na=3, ch=8, **kwargs):
        super(GridCache, self).__init__(**kwargs)
        self.na, self.no = na, nc + 5
        self._grid_hw, self._grid = None, None
        with self.name_scope():
            self.m = nn.Conv2D(self.na * self.no, 1, in_channels=ch)

    def hybrid_forward(self, F, x):
        y = self.m(x).reshape((0, -4, self.na, self.no, -2)).transpose((0, 1, 3, 4, 2)).sigmoid()
        if self._grid_hw != x.shape[2:4]:
            self._grid_hw = x.shape[2:4]
            yv, xv = np.meshgrid(np.arange(self._grid_hw[0]), np.arange(self._grid_hw[1]), indexing="ij")
            self._grid = np.stack((xv, yv), 2).reshape(1, 1, yv.shape[0], yv.shape[1], 2).astype("float32")
        xy = F.broadcast_add(F.slice_axis(y, axis=-1, begin=0, end=2), F.array(self._grid))
        return xy.reshape((0, -1, 2))


Net = GridCache
