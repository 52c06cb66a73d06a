"""KGCN concat aggregator with the neighbour mean over the python neighbour count from the constructor, `F.sum(nbr, axis=1) / self._k`, concatenated with the self vector (N, 2D) into a Dense; `len(self._hops)` python hops."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class ConcatAgg(HybridBlock):
    def __init__(self, entities=9, k=3, dim=6, hops=(1,), **kwargs):
        super().__init__(**kwargs)
        self._e, self._k, self._hops = entities, k, hops
        self.ent = nn.Embedding(entities, dim)
        self.agg = nn.Dense(dim, activation="tanh", in_units=2 * dim)

    def hybrid_forward(self, F, item, nbr_e):
        v = self.ent(ids(F, item, self._e))
        for _ in range(len(self._hops)):
            neigh = F.sum(self.ent(ids(F, nbr_e, self._e)), axis=1) / self._k
            v = self.agg(F.concat(v, neigh, dim=1))
        return v


Net = ConcatAgg
