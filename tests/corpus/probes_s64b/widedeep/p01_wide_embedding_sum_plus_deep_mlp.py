"""Wide & Deep CTR model: cross-feature ids (N, F) quantised from the input, the wide part an `Embedding(V, 1)` summed over the fields `F.sum(..., axis=1)` -> (N, 1), the deep part an `Embedding(V, E)` flattened by `reshape((0, -1))` through an MLP to `Dense(1)` -> (N, 1), added by a plain `+` and squashed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class WideDeep(HybridBlock):
    def __init__(self, vocab=20, emb=4, **kwargs):
        super().__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.wide = nn.Embedding(vocab, 1)
            self.emb = nn.Embedding(vocab, emb)
            self.deep = nn.HybridSequential()
            self.deep.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, raw):
        ids = F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1)
        wide = F.sum(self.wide(ids), axis=1)
        deep = self.deep(self.emb(ids).reshape((0, -1)))
        return F.sigmoid(wide + deep)


Net = WideDeep
