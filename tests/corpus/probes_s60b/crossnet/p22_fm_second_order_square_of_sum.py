"""Factorization-machine second-order term: `0.5 * F.sum(F.square(F.sum(e, axis=1)) - F.sum(F.square(e), axis=1), axis=1, keepdims=True)` -- a difference of two (N, D) sums that looks mismatched and is not."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class SecondOrder(HybridBlock):
    def __init__(self, vocab=10, dim=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, raw):
        e = self.embed(F.floor(F.abs(raw) * (self._vocab - 1)))
        square_of_sum = F.square(F.sum(e, axis=1))
        sum_of_square = F.sum(F.square(e), axis=1)
        return 0.5 * F.sum(square_of_sum - sum_of_square, axis=1, keepdims=True)


Net = SecondOrder
