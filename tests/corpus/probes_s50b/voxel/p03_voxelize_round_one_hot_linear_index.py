"""Voxelization of a point cloud in [-1, 1]^3 into an R^3 occupancy grid: coordinates scaled, floored and clipped, split into x/y/z by `split(num_outputs=3, squeeze_axis=True)`, a linear cell index `(ix * R + iy) * R + iz`, `one_hot(depth=R ** 3)` and `max` over the points, reshaped to (N, 1, R, R, R) by a reshape code and fed to a Conv3D."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 20, 3)]


class Net(HybridBlock):
    def __init__(self, resolution=4, channels=2, **kwargs):
        super().__init__(**kwargs)
        self.R = resolution
        with self.name_scope():
            self.conv = nn.Conv3D(channels, 3, padding=1, in_channels=1)

    def voxelize(self, F, pts):
        idx = F.clip(F.floor((pts + 1) * 0.5 * self.R), 0, self.R - 1)
        ix, iy, iz = F.split(idx, num_outputs=3, axis=2, squeeze_axis=True)
        cell = (ix * self.R + iy) * self.R + iz
        occ = F.max(F.one_hot(cell, self.R ** 3), axis=1)
        return F.reshape(occ, shape=(0, -4, 1, -1)).reshape((0, 1, self.R, self.R, self.R))

    def hybrid_forward(self, F, pts):
        return self.conv(self.voxelize(F, pts))
