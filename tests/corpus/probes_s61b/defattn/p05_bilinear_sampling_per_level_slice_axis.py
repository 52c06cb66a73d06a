"""Deformable attention core (one head): the flattened multi-level value (N, sum HW, C) cut per level by `slice_axis` at python level start indices from `__init__`, each level reshaped to (N, C, H, W), sampled by `F.BilinearSampler` at grids (N, 2, Lq, P) mapped to [-1, 1], weighted and summed over levels and points."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 20, 4), (2, 2, 12), (2, 3, 2, 2)]


class MultiScaleSampling(HybridBlock):
    def __init__(self, spatial_shapes=((4, 4), (2, 2)), **kwargs):
        super().__init__(**kwargs)
        self._shapes = list(spatial_shapes)
        sizes = [h * w for h, w in spatial_shapes]
        self._starts = [0] + np.cumsum(sizes)[:-1].tolist()

    def hybrid_forward(self, F, value, locations, weights):
        grids = F.split(F.sigmoid(locations) * 2 - 1, num_outputs=len(self._shapes), axis=1)
        level_w = F.split(F.softmax(weights, axis=-1), num_outputs=len(self._shapes), axis=2)
        out = []
        for (h, w), start, grid, lw in zip(self._shapes, self._starts, grids, level_w):
            v = F.slice_axis(value, axis=1, begin=start, end=start + h * w)
            v = F.transpose(v, axes=(0, 2, 1)).reshape((0, 0, h, w))
            sampled = F.BilinearSampler(v, F.transpose(grid.reshape((0, 3, 2, 2)), axes=(0, 3, 1, 2)))
            out.append(F.sum(F.broadcast_mul(sampled, F.transpose(lw, axes=(0, 2, 1, 3))), axis=3))
        return F.add_n(*out)


Net = MultiScaleSampling
