"""DETR3D queries reading a PointPillars BEV canvas (a BEVFusion-style lidar branch): pillar features (Dense +
max over points) scattered to the (B, C, ny, nx) canvas by a one-hot product of the flat cells `y * nx + x`
with `B, P, C = pillars.shape`; each query's reference point (sigmoid of a Dense, in [0, 1]) sampled on the
canvas by BilinearSampler on a (B, 2, Q, 1) grid, a BEV visibility mask from the bounds
(`ref[:, :, 0] > margin` ...), and the sampled features projected, masked by a plain `*` of (B, Q, C) and
(B, Q, 1), and added to the queries."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 4), (2, 6, 2), (2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dims=8, nx=4, ny=4, margin=0.05, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nx, self.ny = nx, ny
        self.margin = margin
        with self.name_scope():
            self.pfn = nn.Dense(embed_dims, in_units=4, flatten=False)
            self.reference_points = nn.Dense(2, in_units=embed_dims, flatten=False)
            self.proj = nn.Dense(embed_dims, in_units=embed_dims, flatten=False)

    def hybrid_forward(self, F, voxels, centres, query):
        pillars = F.relu(self.pfn(voxels)).max(axis=2)
        B, P, C = pillars.shape
        xi = F.floor((centres[:, :, 0] + 1) * self.nx / 2).clip(0, self.nx - 1)
        yi = F.floor((centres[:, :, 1] + 1) * self.ny / 2).clip(0, self.ny - 1)
        flat = yi * self.nx + xi
        canvas = F.batch_dot(F.one_hot(flat, self.nx * self.ny), pillars, transpose_a=True)
        canvas = canvas.transpose((0, 2, 1)).reshape((B, C, self.ny, self.nx))
        ref = F.sigmoid(self.reference_points(query))
        grid = (ref * 2 - 1).transpose((0, 2, 1)).expand_dims(3)
        sampled = F.BilinearSampler(canvas, grid).reshape((B, C, -1)).transpose((0, 2, 1))
        m = self.margin
        visible = (ref[:, :, 0] > m) * (ref[:, :, 0] < 1 - m) * (ref[:, :, 1] > m) * (ref[:, :, 1] < 1 - m)
        return query + self.proj(sampled) * visible.expand_dims(-1)
