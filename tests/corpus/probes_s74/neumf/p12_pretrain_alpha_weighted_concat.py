"""NeuMF with pre-trained branches: the GMF and MLP outputs weighted by the constructor's alpha
(python floats) before the concatenation and the prediction layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class NeuMF(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=4, alpha=0.5, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni, self.alpha = num_users, num_items, alpha
        with self.name_scope():
            self.gu = nn.Embedding(num_users, dim)
            self.gi = nn.Embedding(num_items, dim)
            self.mu = nn.Embedding(num_users, dim)
            self.mi = nn.Embedding(num_items, dim)
            self.mlp = nn.Dense(dim, activation="relu")
            self.predict = nn.Dense(1)

    def hybrid_forward(self, F, user, item):
        u, i = to_ids(F, user, self.nu), to_ids(F, item, self.ni)
        gmf = self.gu(u) * self.gi(i)
        mlp = self.mlp(F.concat(self.mu(u), self.mi(i), dim=1))
        return self.predict(F.concat(self.alpha * gmf, (1 - self.alpha) * mlp, dim=1))


Net = NeuMF
