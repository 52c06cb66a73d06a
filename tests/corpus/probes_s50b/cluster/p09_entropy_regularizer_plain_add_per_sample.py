"""Clustering loss with a batch-level entropy regulariser: per-sample confidence loss (N,) plus `self.lam * entropy`, where the entropy of the mean assignment (a (1,) value) is added with the plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, n_clusters=3, lam=0.5, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.lam, self.eps = lam, eps
        with self.name_scope():
            self.assign = nn.Dense(n_clusters, in_units=in_units)

    def hybrid_forward(self, F, x):
        q = F.softmax(self.assign(x), axis=1)
        per_sample = -F.sum(q * F.log(q + self.eps), axis=1)
        p_mean = F.mean(q, axis=0)
        entropy = -F.sum(p_mean * F.log(p_mean + self.eps))
        return per_sample - self.lam * entropy
