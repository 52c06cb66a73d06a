"""Locally typical sampling: |-log p - H| with the entropy H kept (B, 1) and subtracted from the (B, V) surprisal by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TypicalFilter(HybridBlock):
    def __init__(self, vocab=10, **kwargs):
        super(TypicalFilter, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        log_p = F.log_softmax(self.proj(h))
        ent = -(F.exp(log_p) * log_p).sum(axis=-1, keepdims=True)
        shifted = F.abs(-log_p - ent)
        return F.argsort(shifted, axis=-1)


Net = TypicalFilter
