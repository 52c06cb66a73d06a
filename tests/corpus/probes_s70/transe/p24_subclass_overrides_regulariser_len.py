"""DistMult whose base class returns scores only and whose subclass (ComplEx-style N3 regularisation)
overrides `regulariser(self, F, *embs)` as `sum((e.abs() ** 3).sum() for e in embs) / len(embs[0])` --
`len()` of an embedding tensor as the batch size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class DistMultBase(HybridBlock):
    def __init__(self, num_ent=10, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.n = num_ent
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def regulariser(self, F, *embs):
        return F.zeros((1,))

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        eh, er, et = self.ent(h), self.rel(r), self.ent(t)
        return F.sum(eh * er * et, axis=-1), self.regulariser(F, eh, er, et)


class N3DistMult(DistMultBase):
    def regulariser(self, F, *embs):
        return sum((e.abs() ** 3).sum() for e in embs) / len(embs[0])


Net = N3DistMult
