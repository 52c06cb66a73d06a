"""GhostVLAD: the soft assignment runs over K + G clusters, and the G ghost clusters are dropped by
`slice_axis` before aggregation, so they absorb noisy descriptors without entering the descriptor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class GhostVLAD(HybridBlock):
    def __init__(self, num_clusters=3, ghost_clusters=2, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.k = num_clusters
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters + ghost_clusters, kernel_size=1)
            self.centroids = self.params.get("centroids", shape=(1, num_clusters, dim), init="uniform")

    def hybrid_forward(self, F, x, centroids):
        x = F.L2Normalization(x, mode="channel")
        a = F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1)
        a = F.slice_axis(a, axis=1, begin=0, end=self.k)
        vlad = F.batch_dot(a, x.reshape((0, 0, -1)), transpose_b=True)
        vlad = F.broadcast_sub(vlad, F.broadcast_mul(a.sum(axis=2, keepdims=True), centroids))
        vlad = F.L2Normalization(vlad, mode="spatial")
        return F.L2Normalization(F.flatten(vlad), mode="instance")


Net = GhostVLAD
