"""First-order term plus a global bias Parameter of shape (1,) by a plain `+`: (B, 1) + (1,)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class PlainBias(HybridBlock):
    def __init__(self, vocab=20, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.first = nn.Embedding(vocab, 1)
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def hybrid_forward(self, F, fields, bias):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        return F.sigmoid(F.sum(self.first(ids), axis=1) + bias)


Net = PlainBias
