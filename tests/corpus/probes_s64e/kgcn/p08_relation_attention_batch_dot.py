"""KGCN relation attention by `F.batch_dot(rel, user.expand_dims(2))` -- (N, K, D) by (N, D, 1) to (N, K, 1) -- reshaped to (N, K) by `reshape((0, -1))`, softmaxed, and the neighbours weighted by a second `batch_dot` of the (N, 1, K) weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class BatchDotAttention(HybridBlock):
    def __init__(self, users=5, entities=9, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._u, self._e, self._r = users, entities, relations
        self.user = nn.Embedding(users, dim)
        self.ent = nn.Embedding(entities, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, u, nbr_e, nbr_r):
        user = self.user(ids(F, u, self._u))
        rel = self.rel(ids(F, nbr_r, self._r))
        w = F.softmax(F.batch_dot(rel, user.expand_dims(2)).reshape((0, -1)), axis=-1)
        neigh = F.batch_dot(w.expand_dims(1), self.ent(ids(F, nbr_e, self._e))).reshape((0, -1))
        return neigh * user


Net = BatchDotAttention
