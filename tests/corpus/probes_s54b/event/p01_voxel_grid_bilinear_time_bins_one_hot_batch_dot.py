"""Event voxel grid: events `(N, E, 4)` split into x, y, t, p; bilinear weights over a python count of time bins by `F.relu(1 - |t - b|)`; pixels one-hot encoded over `H * W` and scattered with `F.batch_dot(..., transpose_a=True)`, reshaped `(0, 0, H, W)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 4)]


class VoxelGrid(HybridBlock):
    def __init__(self, bins=3, height=4, width=5, **kwargs):
        super(VoxelGrid, self).__init__(**kwargs)
        self.bins, self.height, self.width = bins, height, width
        with self.name_scope():
            self.conv = nn.Conv2D(4, kernel_size=3, padding=1)

    def hybrid_forward(self, F, events):
        x, y, t, p = F.split(events, num_outputs=4, axis=2)
        col = F.floor((x + 1) / 2 * (self.width - 1) + 0.5)
        row = F.floor((y + 1) / 2 * (self.height - 1) + 0.5)
        pix = F.one_hot((row * self.width + col).reshape((0, -1)), depth=self.height * self.width)
        tn = (t + 1) / 2 * (self.bins - 1)
        weights = F.concat(*[p * F.relu(1 - F.abs(tn - b)) for b in range(self.bins)], dim=2)
        voxel = F.batch_dot(weights, pix, transpose_a=True)
        return self.conv(voxel.reshape((0, 0, self.height, self.width)))


Net = VoxelGrid
