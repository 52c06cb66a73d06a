"""Biased MF reading the global bias with `self.mu.data()` inside hybrid_forward (instead of taking it
as an argument), added by broadcast_add."""
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
            self.mu = self.params.get("mu", shape=(1,), init="ones", allow_deferred_init=False)

    def hybrid_forward(self, F, user, item, **kwargs):
        u, i = to_ids(F, user, self.nu), to_ids(F, item, self.ni)
        score = F.sum(self.p(u) * self.q(i), axis=1)
        return F.broadcast_add(score, self.mu.data())


Net = BiasedMF
