"""NetVLAD intra-normalisation written as a loop over the clusters: `for c in vlad.transpose((1, 0, 2))`
iterates a tensor, normalising each (B, D) slice and stacking them back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class LoopIntraNormVLAD(HybridBlock):
    def __init__(self, num_clusters=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters, kernel_size=1, use_bias=False)
            self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def hybrid_forward(self, F, x, centroids):
        x = F.L2Normalization(x, mode="channel")
        a = F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1)
        vlad = F.batch_dot(a, x.reshape((0, 0, -1)), transpose_b=True)
        vlad = F.broadcast_sub(vlad, F.broadcast_mul(a.sum(axis=2, keepdims=True), centroids.expand_dims(0)))
        parts = [F.L2Normalization(c, mode="instance") for c in vlad.transpose((1, 0, 2))]
        return F.L2Normalization(F.concat(*parts, dim=1), mode="instance")


Net = LoopIntraNormVLAD
