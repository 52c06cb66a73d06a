"""KGCN user row spread by numpy-style `user[:, None, :]` in legacy (non-numpy) mode before `broadcast_mul` (a Symbol subscript takes integers only)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class NoneIndex(HybridBlock):
    def __init__(self, users=5, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._u, self._r = users, relations
        self.user = nn.Embedding(users, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, u, nbr_r):
        user = self.user(ids(F, u, self._u))
        rel = self.rel(ids(F, nbr_r, self._r))
        return F.softmax(F.sum(F.broadcast_mul(user[:, None, :], rel), axis=-1), axis=-1)


Net = NoneIndex
