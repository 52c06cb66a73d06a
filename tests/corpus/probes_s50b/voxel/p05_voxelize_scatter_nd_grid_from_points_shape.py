"""Batched voxelization by `F.scatter_nd` whose batch index comes from `F.arange(pts.shape[0])` and whose grid shape starts with the batch size read from the points."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 20, 3)]


class Net(HybridBlock):
    def __init__(self, resolution=4, **kwargs):
        super().__init__(**kwargs)
        self.R = resolution

    def hybrid_forward(self, F, pts):
        n, p = pts.shape[0], pts.shape[1]
        idx = F.clip(F.floor((pts + 1) * 0.5 * self.R), 0, self.R - 1)
        b = F.broadcast_to(F.arange(n).reshape((-1, 1, 1)), shape=(n, p, 1))
        full = F.transpose(F.concat(b, idx, dim=2).reshape((-1, 4)))
        ones = F.ones_like(F.slice_axis(full, axis=0, begin=0, end=1)).reshape((-1,))
        return F.scatter_nd(ones, full, shape=(n, self.R, self.R, self.R))
