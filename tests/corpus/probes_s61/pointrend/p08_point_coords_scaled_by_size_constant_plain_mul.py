"""PointRend mapping normalised (N, P, 2) point coordinates to pixel units by a plain `*` with a (2,) constant holding (W - 1, H - 1), as the PyTorch code multiplies by a size tensor."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 2)]


class PixelCoords(HybridBlock):
    def __init__(self, height=6, width=8, **kwargs):
        super(PixelCoords, self).__init__(**kwargs)
        with self.name_scope():
            self.size = self.params.get_constant("size", np.array([width - 1, height - 1], dtype="float32"))

    def hybrid_forward(self, F, coords, size):
        points = F.sigmoid(coords)
        return F.round(points * size)


Net = PixelCoords
