"""Wide & Deep deep input flattened with the field count and embedding size from the constructor, `F.reshape(e, shape=(-1, self._f * self._e))`, two hidden layers and a sigmoid head; `dropout` only when `self._p > 0` (a python if)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class ConfiguredDeep(HybridBlock):
    def __init__(self, vocab=20, fields=3, emb=4, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        self._v, self._f, self._e, self._p = vocab, fields, emb, dropout
        with self.name_scope():
            self.emb = nn.Embedding(vocab, emb)
            self.h1 = nn.Dense(8, activation="relu")
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, raw):
        e = self.emb(F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1))
        h = self.h1(F.reshape(e, shape=(-1, self._f * self._e)))
        if self._p > 0:
            h = F.Dropout(h, p=self._p)
        return F.sigmoid(self.out(h))


Net = ConfiguredDeep
