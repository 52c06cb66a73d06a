"""ST-GCN spatial graph conv: a 1x1 conv to K*C' channels, each partition's slice multiplied by its normalised adjacency via `F.dot`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 5)]

EDGES = [(0, 1), (1, 2), (2, 3), (1, 4)]


def partitions(num_joints, center=1):
    eye = np.eye(num_joints, dtype="float32")
    near = np.zeros((num_joints, num_joints), dtype="float32")
    far = np.zeros((num_joints, num_joints), dtype="float32")
    for i, j in EDGES:
        (near if j == center or i == center else far)[i, j] = 1.0
        (near if j == center or i == center else far)[j, i] = 1.0
    parts = np.stack([eye, near, far])
    deg = parts.sum(axis=1, keepdims=True) + 1e-3
    return parts / deg


class SpatialGraphConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, num_joints=5, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        self.num_partitions = 3
        with self.name_scope():
            self.A = self.params.get_constant("A", partitions(num_joints))
            self.conv = nn.Conv2D(self.num_partitions * channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x, A):
        y = self.conv(x)
        out = 0
        for k in range(self.num_partitions):
            yk = F.slice_axis(y, axis=1, begin=k * self.channels, end=(k + 1) * self.channels)
            ak = F.reshape(F.slice_axis(A, axis=0, begin=k, end=k + 1), (-3, 0))
            out = out + F.dot(yk, ak)
        return F.relu(out)


Net = SpatialGraphConv
