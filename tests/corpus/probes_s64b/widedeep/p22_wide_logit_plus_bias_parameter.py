"""Wide linear model with its own bias Parameter of shape (1,): the field weights summed `F.sum(self.wide(ids), axis=1)` -> (N, 1), plus the bias by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class WideBias(HybridBlock):
    def __init__(self, vocab=20, **kwargs):
        super().__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.wide = nn.Embedding(vocab, 1)
            self.bias = self.params.get("bias", shape=(1,), init="ones")

    def hybrid_forward(self, F, raw, bias):
        ids = F.clip(F.floor((raw + 1) / 2 * self._v), 0, self._v - 1)
        return F.sigmoid(F.sum(self.wide(ids), axis=1) + bias)


Net = WideBias
