"""Quotient-remainder embedding whose modulus is `mx.nd.array([self.num_rem])` built inside the forward for `F.broadcast_mod`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2)]


class QREmbedding(HybridBlock):
    def __init__(self, vocab=1000, num_rem=32, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab, self.num_rem = vocab, num_rem
        with self.name_scope():
            self.quotient = nn.Embedding(vocab // num_rem + 1, dim)
            self.remainder = nn.Embedding(num_rem, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * 0.5 * (self.vocab - 1))
        q = F.floor(ids / self.num_rem)
        r = F.broadcast_mod(ids, mx.nd.array([self.num_rem]))
        return self.quotient(q) * self.remainder(r)


Net = QREmbedding
