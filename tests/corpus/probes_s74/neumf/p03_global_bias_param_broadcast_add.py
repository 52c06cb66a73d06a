"""Biased MF: dot product of user/item factors (B,), plus user and item bias Embeddings (B, 1)
reshaped to (B,), plus a global bias Parameter of shape (1,) added by broadcast_add."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class BiasedMF(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.p = nn.Embedding(num_users, dim)
            self.q = nn.Embedding(num_items, dim)
            self.bu = nn.Embedding(num_users, 1)
            self.bi = nn.Embedding(num_items, 1)
            self.mu = self.params.get("mu", shape=(1,), init="ones")

    def hybrid_forward(self, F, user, item, mu):
        u, i = to_ids(F, user, self.nu), to_ids(F, item, self.ni)
        score = F.sum(self.p(u) * self.q(i), axis=1)
        score = score + self.bu(u).reshape((-1,)) + self.bi(i).reshape((-1,))
        return F.broadcast_add(score, mu)


Net = BiasedMF
