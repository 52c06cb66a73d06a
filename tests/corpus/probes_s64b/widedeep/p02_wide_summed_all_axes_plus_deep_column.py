"""Wide & Deep with the wide logit summed over fields and the embedding axis, `F.sum(self.wide(ids), axis=(1, 2))` -> (N,), added to the deep `Dense(1)` column (N, 1) by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class RankMismatchWideDeep(HybridBlock):
    def __init__(self, vocab=20, emb=4, **kwargs):
        super().__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.wide = nn.Embedding(vocab, 1)
            self.emb = nn.Embedding(vocab, emb)
            self.deep = nn.Dense(1)

    def hybrid_forward(self, F, raw):
        ids = F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1)
        wide = F.sum(self.wide(ids), axis=(1, 2))
        return F.sigmoid(wide + self.deep(self.emb(ids).reshape((0, -1))))


Net = RankMismatchWideDeep
