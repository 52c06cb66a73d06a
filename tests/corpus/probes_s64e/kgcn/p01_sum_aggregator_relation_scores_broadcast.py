"""KGCN (Wang et al. 2019, MXNet port) one-hop sum aggregator: user/item ids and the sampled neighbour entities/relations (N, K) come in as index inputs (quantised here), user-relation scores `sum(broadcast_mul(user.expand_dims(1), rel), -1)` softmaxed over the K neighbours, the weighted neighbour sum, then `self.agg(self_vec + neigh)` -- two (N, D) vectors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,), (4, 3), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class KGCNSum(HybridBlock):
    def __init__(self, users=5, entities=9, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._u, self._e, self._r = users, entities, relations
        self.user = nn.Embedding(users, dim)
        self.ent = nn.Embedding(entities, dim)
        self.rel = nn.Embedding(relations, dim)
        self.agg = nn.Dense(dim, activation="relu", in_units=dim)

    def hybrid_forward(self, F, u, item, nbr_e, nbr_r):
        user = self.user(ids(F, u, self._u))
        self_vec = self.ent(ids(F, item, self._e))
        nbr, rel = self.ent(ids(F, nbr_e, self._e)), self.rel(ids(F, nbr_r, self._r))
        scores = F.softmax(F.sum(F.broadcast_mul(user.expand_dims(1), rel), axis=-1), axis=-1)
        neigh = F.sum(F.broadcast_mul(nbr, scores.expand_dims(-1)), axis=1)
        item_vec = self.agg(self_vec + neigh)
        return F.sigmoid(F.sum(user * item_vec, axis=-1))


Net = KGCNSum
