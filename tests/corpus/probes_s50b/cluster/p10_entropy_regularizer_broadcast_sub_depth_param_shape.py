"""Clustering loss with a batch-level entropy regulariser subtracted by `broadcast_sub`, and hard labels for logging by `one_hot(argmax(q), depth=self.centroids.shape[0])`: the Parameter's own shape attribute, a python tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=4, n_clusters=3, lam=0.5, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.lam, self.eps = lam, eps
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=in_units)
            self.centroids = self.params.get("centroids", shape=(n_clusters, dim))

    def hybrid_forward(self, F, x, centroids):
        logits = F.dot(self.encoder(x), centroids, transpose_b=True)
        q = F.softmax(logits, axis=1)
        per_sample = -F.sum(q * F.log(q + self.eps), axis=1)
        p_mean = F.mean(q, axis=0)
        entropy = -F.sum(p_mean * F.log(p_mean + self.eps))
        hard = F.one_hot(F.argmax(q, axis=1), depth=self.centroids.shape[0])
        return F.broadcast_sub(per_sample, self.lam * entropy), hard
