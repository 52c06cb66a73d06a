"""PointPillars with a fixed pillar budget: the pillar count padded to `max_pillars` by `nd.zeros` features
and centres outside the range (sent to a dummy cell `nx * ny`), the occupancy of each cell by `F.scatter_nd`
of ones at (batch, flat index) with an `nd.arange(B)` batch index, the pillar features summed per cell by a
one-hot product and divided by the occupancy (a plain `/` of (B, K, C) and (B, K, 1)), the dummy cell cut off
by `canvas[:, :nx * ny]`, and the canvas reshaped to (B, C, ny, nx)."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4, 4), (2, 5, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=6, nx=4, ny=4, max_pillars=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nx, self.ny = nx, ny
        self.max_pillars = max_pillars
        with self.name_scope():
            self.pfn = nn.Dense(out_channels, in_units=in_channels, flatten=False)
            self.backbone = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, voxels, centres):
        feats = F.relu(self.pfn(voxels)).max(axis=2)
        B, P, C = feats.shape
        if P < self.max_pillars:
            feats = F.concat(feats, nd.zeros((B, self.max_pillars - P, C)), dim=1)
            centres = F.concat(centres, nd.ones((B, self.max_pillars - P, 2)) * 10, dim=1)
        ix = F.floor((centres.slice_axis(axis=2, begin=0, end=1) + 1) * self.nx / 2)
        iy = F.floor((centres.slice_axis(axis=2, begin=1, end=2) + 1) * self.ny / 2)
        valid = (ix >= 0) * (ix < self.nx) * (iy >= 0) * (iy < self.ny)
        cells = self.nx * self.ny
        flat = F.where(valid, iy * self.nx + ix, F.ones_like(ix) * cells).reshape((B, -1))
        bidx = nd.arange(B).reshape((B, 1)).broadcast_to((B, self.max_pillars))
        indices = F.stack(bidx.reshape(-1), flat.reshape(-1))
        occupied = F.scatter_nd(F.ones_like(flat.reshape(-1)), indices, shape=(B, cells + 1))
        canvas = F.batch_dot(F.one_hot(flat, cells + 1), feats, transpose_a=True)
        canvas = canvas / F.maximum(occupied.expand_dims(2), 1)
        canvas = canvas[:, :cells].transpose((0, 2, 1)).reshape((B, C, self.ny, self.nx))
        return self.backbone(canvas)
