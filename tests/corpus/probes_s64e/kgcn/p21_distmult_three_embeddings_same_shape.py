"""Knowledge-graph scoring next to KGCN (DistMult): head, relation and tail ids as inputs, `F.sum(head * rel * tail, axis=-1)` of three (N, D) embedding outputs (two of the same entity table) -- plain products of equal shapes -- and a margin loss against a corrupted tail."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,), (4,), (4,)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class DistMult(HybridBlock):
    def __init__(self, entities=9, relations=4, dim=6, margin=1.0, **kwargs):
        super().__init__(**kwargs)
        self._e, self._r, self._m = entities, relations, margin
        self.ent = nn.Embedding(entities, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, h, r, t, t_neg):
        head, rel = self.ent(ids(F, h, self._e)), self.rel(ids(F, r, self._r))
        pos = F.sum(head * rel * self.ent(ids(F, t, self._e)), axis=-1)
        neg = F.sum(head * rel * self.ent(ids(F, t_neg, self._e)), axis=-1)
        return F.mean(F.relu(self._m - pos + neg))


Net = DistMult
