"""KGCN user-relation scores as the TF original writes `tf.reduce_mean(user_embeddings * neighbor_relations, axis=-1)`: the (N, 1, D) user times the (N, K, D) relations by a plain `*` (a Symbol product wants equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class PlainScores(HybridBlock):
    def __init__(self, users=5, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._u, self._r = users, relations
        self.user = nn.Embedding(users, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, u, nbr_r):
        user = self.user(ids(F, u, self._u)).expand_dims(1)
        rel = self.rel(ids(F, nbr_r, self._r))
        return F.softmax(F.mean(user * rel, axis=-1), axis=-1)


Net = PlainScores
