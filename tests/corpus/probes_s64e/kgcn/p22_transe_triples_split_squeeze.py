"""TransE triples given as one (N, 3) input, cut by `h, r, t = F.split(triples, num_outputs=3, axis=1, squeeze_axis=True)` into three (N,) id vectors, the distance `F.norm(eh + er - et, axis=-1)` of three equal-shape embeddings."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class TransE(HybridBlock):
    def __init__(self, entities=9, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._e, self._r = entities, relations
        self.ent = nn.Embedding(entities, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, triples):
        h, r, t = F.split(triples, num_outputs=3, axis=1, squeeze_axis=True)
        eh = self.ent(F.clip(F.floor((h + 1) * (self._e / 2)), 0, self._e - 1))
        er = self.rel(F.clip(F.floor((r + 1) * (self._r / 2)), 0, self._r - 1))
        et = self.ent(F.clip(F.floor((t + 1) * (self._e / 2)), 0, self._e - 1))
        return F.norm(eh + er - et, axis=-1)


Net = TransE
