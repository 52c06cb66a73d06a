"""PointPillars: the pillar feature net (a Dense over the points of each pillar, max over the points), pillar
cells from the pillar centres (`floor((x - x_min) / voxel_x)` clipped to the grid), flat indices `y * nx + x`,
and mmdet3d's `PointPillarsScatter.forward_batch` as a python loop over the batch size: each sample's pillars
scattered to a canvas of (nx * ny, C) (a one-hot product: pillars of one cell summed), stacked and reshaped to
the BEV map (B, C, ny, nx) for the backbone conv."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5, 4), (2, 6, 2)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, nx=4, ny=3, pc_range=(-1.0, -1.0, 1.0, 1.0), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nx, self.ny = nx, ny
        self.pc_range = pc_range
        with self.name_scope():
            self.pfn = nn.Dense(out_channels, in_units=in_channels, flatten=False)
            self.backbone = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)

    def hybrid_forward(self, F, voxels, centres):
        pillars = F.relu(self.pfn(voxels)).max(axis=2)
        B, P, C = pillars.shape
        vx = (self.pc_range[2] - self.pc_range[0]) / self.nx
        vy = (self.pc_range[3] - self.pc_range[1]) / self.ny
        xi = F.floor((centres[:, :, 0] - self.pc_range[0]) / vx).clip(0, self.nx - 1)
        yi = F.floor((centres[:, :, 1] - self.pc_range[1]) / vy).clip(0, self.ny - 1)
        indices = yi * self.nx + xi
        batch_canvas = []
        for b in range(B):
            onehot = F.one_hot(indices[b], self.nx * self.ny)
            canvas = F.dot(onehot, pillars[b], transpose_a=True)
            batch_canvas.append(canvas.T)
        canvas = F.stack(*batch_canvas, axis=0).reshape((B, C, self.ny, self.nx))
        return self.backbone(canvas)
