"""Voxel features accumulated over a python count of time bins with `voxel += ...`, starting from `voxel = 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 4)]


class AccumulatedVoxel(HybridBlock):
    def __init__(self, bins=3, cells=6, **kwargs):
        super(AccumulatedVoxel, self).__init__(**kwargs)
        self.bins, self.cells = bins, cells
        with self.name_scope():
            self.fc = nn.Dense(4)

    def hybrid_forward(self, F, events):
        x, y, t, p = F.split(events, num_outputs=4, axis=2)
        pix = F.one_hot(F.floor((x + 1) / 2 * (self.cells - 1)).reshape((0, -1)), depth=self.cells)
        tn = (t + 1) / 2 * (self.bins - 1)
        voxel = 0
        for b in range(self.bins):
            voxel += F.batch_dot(p * F.relu(1 - F.abs(tn - b)), pix, transpose_a=True)
        return self.fc(voxel)


Net = AccumulatedVoxel
