"""KGCN attention over padded neighbour lists: the (N, K) validity mask `nbr_e > -0.5` times the (N, K) softmax scores by a plain `*` (equal shapes), renormalised by `F.broadcast_div` with a keepdims sum, then the neighbours weighted by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class MaskedNeighbours(HybridBlock):
    def __init__(self, users=5, entities=9, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._u, self._e = users, entities
        self.user = nn.Embedding(users, dim)
        self.ent = nn.Embedding(entities, dim)

    def hybrid_forward(self, F, u, nbr_e):
        user = self.user(ids(F, u, self._u))
        nbr = self.ent(ids(F, nbr_e, self._e))
        scores = F.softmax(F.sum(F.broadcast_mul(nbr, user.expand_dims(1)), axis=-1), axis=-1)
        w = scores * (nbr_e > -0.5)
        w = F.broadcast_div(w, F.sum(w, axis=1, keepdims=True) + 1e-9)
        return F.sum(F.broadcast_mul(nbr, w.expand_dims(2)), axis=1)


Net = MaskedNeighbours
