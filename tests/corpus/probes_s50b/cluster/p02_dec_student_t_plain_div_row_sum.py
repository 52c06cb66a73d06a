"""DEC Student-t soft assignments normalised with the plain `/` by the (N, 1) row sums (`q / F.sum(q, axis=1, keepdims=True)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=4, n_clusters=3, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=in_units, activation="tanh")
            self.centroids = self.params.get("centroids", shape=(n_clusters, dim))

    def hybrid_forward(self, F, x, centroids):
        z = self.encoder(x)
        d = F.sum(F.square(F.broadcast_sub(F.expand_dims(z, 1), F.expand_dims(centroids, 0))), axis=2)
        q = 1.0 / (1.0 + d / self.alpha)
        q = q ** ((self.alpha + 1.0) / 2.0)
        return q / F.sum(q, axis=1, keepdims=True)
