"""Deformable attention cutting the flattened value per level with the reference's subscript `value[:, start:start + h * w]` (python ints from `__init__`) before reshaping each level to (N, C, H, W)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 20, 4)]


class SubscriptLevels(HybridBlock):
    def __init__(self, spatial_shapes=((4, 4), (2, 2)), **kwargs):
        super().__init__(**kwargs)
        self._shapes = list(spatial_shapes)
        self._starts = [0, 16]

    def hybrid_forward(self, F, value):
        maps = []
        for (h, w), start in zip(self._shapes, self._starts):
            v = value[:, start:start + h * w]
            maps.append(F.transpose(v, axes=(0, 2, 1)).reshape((0, 0, h, w)).mean(axis=(2, 3)))
        return F.concat(*maps, dim=1)


Net = SubscriptLevels
