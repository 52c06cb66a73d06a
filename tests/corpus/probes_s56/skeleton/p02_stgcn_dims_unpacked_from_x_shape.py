"""ST-GCN spatial graph conv unpacking `n, kc, t, v = x.shape` to view the conv output as (N, K, C', T, V)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 5)]


class SpatialGraphConv(HybridBlock):
    def __init__(self, in_channels=3, channels=4, num_joints=5, num_partitions=3, **kwargs):
        super().__init__(**kwargs)
        self.K = num_partitions
        with self.name_scope():
            adj = np.stack([np.eye(num_joints, dtype="float32")] * num_partitions) / num_partitions
            self.A = self.params.get_constant("A", adj)
            self.conv = nn.Conv2D(num_partitions * channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x, A):
        y = self.conv(x)
        n, kc, t, v = y.shape
        y = y.reshape((n, self.K, kc // self.K, t, v))
        y = F.transpose(y, axes=(0, 2, 3, 1, 4)).reshape((n, kc // self.K, t, self.K * v))
        return F.dot(y, A.reshape((self.K * v, v)))


Net = SpatialGraphConv
