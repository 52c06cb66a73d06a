"""Lift-Splat-Shoot's voxel_pooling as a dense splat: geometry (B, N, 3) in metres turned into grid
indices `((geom - (self.bx - self.dx / 2.)) / self.dx)` (plain operators with an (3,) `nd.array`
held on the block), points outside the grid dropped by a kept mask, the flat cell index
`gx * ny + gy` turned into one-hot rows and summed into a (B, C, nx, ny) BEV grid by `batch_dot`;
an empty grid is answered on the host `if kept.sum().asscalar() == 0`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 12, 3), (2, 12, 4)]


class Net(nn.HybridBlock):
    def __init__(self, xbound=(-1.0, 1.0, 0.5), ybound=(-1.0, 1.0, 0.5), zbound=(-2.0, 2.0, 4.0), **kwargs):
        super(Net, self).__init__(**kwargs)
        bounds = (xbound, ybound, zbound)
        self.dx = nd.array([b[2] for b in bounds])
        self.bx = nd.array([b[0] + b[2] / 2.0 for b in bounds])
        self.nx = [int((b[1] - b[0]) / b[2]) for b in bounds]
        with self.name_scope():
            self.camencode = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, geom, x):
        B, N, C = x.shape
        x = F.relu(self.camencode(x))
        geom_feats = F.floor((geom * 1.2 - (self.bx - self.dx / 2.)) / self.dx)
        gx, gy, gz = geom_feats[:, :, 0], geom_feats[:, :, 1], geom_feats[:, :, 2]
        kept = (gx >= 0) * (gx < self.nx[0]) * (gy >= 0) * (gy < self.nx[1]) * (gz >= 0) * (gz < self.nx[2])
        if kept.sum().asscalar() == 0:
            return F.zeros((B, C, self.nx[0], self.nx[1]))
        cell = F.where(kept, gx * self.nx[1] + gy, -F.ones_like(gx))
        onehot = F.one_hot(cell, self.nx[0] * self.nx[1])
        bev = F.batch_dot(onehot, x, transpose_a=True)
        return bev.transpose((0, 2, 1)).reshape((B, C, self.nx[0], self.nx[1]))
