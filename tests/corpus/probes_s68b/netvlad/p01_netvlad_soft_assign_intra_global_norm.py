"""NetVLAD layer: descriptors L2-normalised per channel, a 1x1 conv and softmax over the K clusters as
soft assignment, residuals to the centroids aggregated by one `batch_dot` minus the assignment mass times
each centroid (broadcast ops), intra-normalisation per cluster, then a global L2 norm of the flattened
descriptor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class NetVLAD(HybridBlock):
    def __init__(self, num_clusters=3, dim=6, alpha=10.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters, kernel_size=1, use_bias=False)
            self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def hybrid_forward(self, F, x, centroids):
        x = F.L2Normalization(x, mode="channel")
        a = F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1)
        x_flat = x.reshape((0, 0, -1))
        vlad = F.batch_dot(a, x_flat, transpose_b=True)
        mass = F.sum(a, axis=2, keepdims=True)
        vlad = vlad - F.broadcast_mul(mass, centroids.expand_dims(0))
        vlad = F.broadcast_div(vlad, F.norm(vlad, axis=2, keepdims=True) + 1e-12)
        return F.L2Normalization(vlad.reshape((0, -1)), mode="instance")


Net = NetVLAD
