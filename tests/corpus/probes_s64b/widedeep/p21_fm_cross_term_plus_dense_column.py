"""DeepFM-style second-order cross term on field embeddings (N, F, E): `0.5 * F.sum(F.square(F.sum(e, axis=1)) - F.sum(F.square(e), axis=1), axis=1, keepdims=True)` -> (N, 1), added by a plain `+` to the deep `Dense(1)` column (N, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class FMCross(HybridBlock):
    def __init__(self, vocab=20, emb=4, **kwargs):
        super().__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, emb)
            self.deep = nn.Dense(1)

    def hybrid_forward(self, F, raw):
        e = self.emb(F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1))
        cross = 0.5 * F.sum(F.square(F.sum(e, axis=1)) - F.sum(F.square(e), axis=1), axis=1, keepdims=True)
        return F.sigmoid(cross + self.deep(e.reshape((0, -1))))


Net = FMCross
