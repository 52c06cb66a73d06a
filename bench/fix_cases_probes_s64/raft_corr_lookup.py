"""RAFT's correlation lookup: pixel coordinates from `coords_grid(batch, ht, wd)` (a module helper of
`nd.arange` rows and columns stacked as (x, y)), moved by the current flow, a (2r+1)^2 window of offsets
kept on the block, the centroids folded per pixel to `(batch * h1 * w1, 2, 1, 1)` and the window added by
a plain `+`, the grid normalised to [-1, 1] by the correlation map's size, sampled by `BilinearSampler`
and unfolded to `(batch, (2r+1)^2, h1, w1)`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(24, 1, 3, 4), (2, 2, 3, 4)]


def coords_grid(batch, ht, wd):
    ys = nd.arange(ht).reshape((ht, 1)).broadcast_to((ht, wd))
    xs = nd.arange(wd).reshape((1, wd)).broadcast_to((ht, wd))
    coords = nd.stack(xs, ys, axis=0)
    return coords.expand_dims(0).broadcast_to((batch, 2, ht, wd))


class Net(nn.HybridBlock):
    def __init__(self, radius=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.radius = radius
        d = np.arange(-radius, radius + 1, dtype='float32')
        dy, dx = np.meshgrid(d, d, indexing='ij')
        self.delta = nd.array(np.stack([dx, dy], axis=0)[None])     # (1, 2, 2r+1, 2r+1)

    def hybrid_forward(self, F, corr, flow):
        batch, _, h1, w1 = flow.shape
        coords = coords_grid(batch, h1, w1) + flow
        centroid = coords.transpose((0, 2, 3, 1)).reshape((batch * h1 * w1, 2, 1, 1))
        grid = centroid + self.delta
        H, W = corr.shape[2:]
        gx = grid.slice_axis(axis=1, begin=0, end=1) * (2.0 / (W - 1)) - 1
        gy = grid.slice_axis(axis=1, begin=1, end=2) * (2.0 / (H - 1)) - 1
        out = F.BilinearSampler(corr, F.concat(gx, gy, dim=1))
        return out.reshape((batch, h1, w1, -1)).transpose((0, 3, 1, 2))
