"""DEC clustering layer: Student-t soft assignments of embeddings to a (K, D) centroid Parameter, squared distances by `broadcast_sub` of `expand_dims` views, the kernel `(1 + d / alpha) ** -((alpha + 1) / 2)` and rows normalised by `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class ClusteringLayer(HybridBlock):
    def __init__(self, n_clusters, dim, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.centroids = self.params.get("centroids", shape=(n_clusters, dim))

    def hybrid_forward(self, F, z, centroids):
        d = F.sum(F.square(F.broadcast_sub(F.expand_dims(z, 1), F.expand_dims(centroids, 0))), axis=2)
        q = (1.0 + d / self.alpha) ** (-(self.alpha + 1.0) / 2.0)
        return F.broadcast_div(q, F.sum(q, axis=1, keepdims=True))


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=4, n_clusters=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=in_units, activation="tanh")
            self.cluster = ClusteringLayer(n_clusters, dim)

    def hybrid_forward(self, F, x):
        return self.cluster(self.encoder(x))
