"""Voxelization of one (P, 3) point cloud by `F.scatter_nd`: integer cell coordinates transposed to a (3, P) index, ones scattered into a grid whose shape `(R, R, R)` comes from the constructor (every write of a repeated cell is the same 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(20, 3)]


class Net(HybridBlock):
    def __init__(self, resolution=4, channels=2, **kwargs):
        super().__init__(**kwargs)
        self.R = resolution
        with self.name_scope():
            self.conv = nn.Conv3D(channels, 3, padding=1, in_channels=1)

    def hybrid_forward(self, F, pts):
        idx = F.clip(F.floor((pts + 1) * 0.5 * self.R), 0, self.R - 1)
        ones = F.ones_like(F.sum(idx, axis=1))
        grid = F.scatter_nd(ones, F.transpose(idx), shape=(self.R, self.R, self.R))
        return self.conv(grid.reshape((1, 1, self.R, self.R, self.R)))
