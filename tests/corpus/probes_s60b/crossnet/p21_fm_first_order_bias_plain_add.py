"""Factorization-machine first-order term: per-field scalar weights from an Embedding(vocab, 1) summed over fields to (N, 1), plus a global bias Parameter of shape (1,) with plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class FirstOrder(HybridBlock):
    def __init__(self, vocab=10, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.weights = nn.Embedding(vocab, 1)
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def hybrid_forward(self, F, raw, bias):
        ids = F.floor(F.abs(raw) * (self._vocab - 1))
        return F.sum(self.weights(ids), axis=1) + bias


Net = FirstOrder
