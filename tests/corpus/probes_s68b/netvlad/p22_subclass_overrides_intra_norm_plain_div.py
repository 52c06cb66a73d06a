"""NetVLAD whose base class intra-normalises in `intra_norm(self, F, vlad)` by `L2Normalization`; the
subclass overrides it as the PyTorch port writes it, `vlad / F.norm(vlad, axis=2, keepdims=True)`: a
plain `/` of (B, K, D) and (B, K, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class NetVLADBase(HybridBlock):
    def __init__(self, num_clusters=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(num_clusters, kernel_size=1, use_bias=False)
            self.centroids = self.params.get("centroids", shape=(num_clusters, dim), init="uniform")

    def intra_norm(self, F, vlad):
        return F.L2Normalization(vlad, mode="spatial")

    def hybrid_forward(self, F, x, centroids):
        x = F.L2Normalization(x, mode="channel")
        a = F.softmax(self.conv(x).reshape((0, 0, -1)), axis=1)
        vlad = F.batch_dot(a, x.reshape((0, 0, -1)), transpose_b=True)
        vlad = F.broadcast_sub(vlad, F.broadcast_mul(a.sum(axis=2, keepdims=True), centroids.expand_dims(0)))
        return F.L2Normalization(self.intra_norm(F, vlad).reshape((0, -1)), mode="instance")


class TorchStyleNetVLAD(NetVLADBase):
    def intra_norm(self, F, vlad):
        return vlad / F.norm(vlad, axis=2, keepdims=True)


Net = TorchStyleNetVLAD
