"""NetVLAD aggregation whose residual subtracts `mass * centroids` by plain operators: a (B, K, 1)
assignment mass against (1, K, D) centroids."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class PlainResidualVLAD(HybridBlock):
    def __init__(self, num_clusters=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters, kernel_size=1, use_bias=False)
            self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def hybrid_forward(self, F, x, centroids):
        x = F.L2Normalization(x, mode="channel")
        a = F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1)
        vlad = F.batch_dot(a, x.reshape((0, 0, -1)), transpose_b=True)
        mass = F.sum(a, axis=2, keepdims=True)
        vlad = vlad - mass * centroids.expand_dims(0)
        return F.L2Normalization(vlad.reshape((0, -1)), mode="instance")


Net = PlainResidualVLAD
