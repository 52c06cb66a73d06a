"""KGCN neighbour messages as a python list: the (N, K) neighbour ids cut by `F.split(..., squeeze_axis=True)` into K id vectors, `msgs = [self.ent(...) for n in nbrs]`, summed as `agg = msgs[0]` then `for m in msgs[1:]: agg = agg + m` (a python list's slice) and divided by `len(msgs)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class ListMessages(HybridBlock):
    def __init__(self, entities=9, k=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._e, self._k = entities, k
        self.ent = nn.Embedding(entities, dim)
        self.agg = nn.Dense(dim, activation="relu", in_units=dim)

    def hybrid_forward(self, F, item, nbr_e):
        nbrs = F.split(nbr_e, num_outputs=self._k, axis=1, squeeze_axis=True)
        msgs = [self.ent(ids(F, n, self._e)) for n in nbrs]
        agg = msgs[0]
        for m in msgs[1:]:
            agg = agg + m
        return self.agg(self.ent(ids(F, item, self._e)) + agg / len(msgs))


Net = ListMessages
