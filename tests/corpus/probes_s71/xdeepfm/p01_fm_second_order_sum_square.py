"""DeepFM's FM part: sparse field indices (B, F) through one shared Embedding to (B, F, K), the
second-order term `0.5 * (sum ** 2 - sum of squares)` over fields, first-order weights by a (V, 1)
Embedding, all summed with `keepdims=True` to (B, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class FM(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.first = nn.Embedding(vocab, 1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        square_of_sum = F.sum(e, axis=1) ** 2
        sum_of_square = F.sum(e * e, axis=1)
        second = 0.5 * F.sum(square_of_sum - sum_of_square, axis=1, keepdims=True)
        first = F.sum(self.first(ids), axis=1)
        return F.sigmoid(first + second)


Net = FM
