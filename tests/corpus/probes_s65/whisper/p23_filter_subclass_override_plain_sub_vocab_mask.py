"""Whisper logit filters as a class hierarchy (the reference's `LogitFilter.apply`): the decoder calls each filter's `apply(F, logits, **consts)`; the `SuppressTokens` subclass override subtracts `1e9 * suppress` with `suppress` a (V,) constant handed through `**consts` -- (N, V) minus (V,) by a plain `-`, which a Symbol refuses."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


class LogitFilter(object):
    def apply(self, F, logits, **consts):
        return logits


class SuppressTokens(LogitFilter):
    def apply(self, F, logits, **consts):
        return logits - 1e9 * consts["suppress"]


INPUTS = [(2, 8)]


class FilteredDecoderHead(HybridBlock):
    def __init__(self, d=8, vocab=10, suppress=(0, 3, 9), **kwargs):
        super(FilteredDecoderHead, self).__init__(**kwargs)
        m = np.zeros((vocab,), dtype="float32")
        m[list(suppress)] = 1
        self._filters = [LogitFilter(), SuppressTokens()]
        with self.name_scope():
            self.head = nn.Dense(vocab, in_units=d)
            self.suppress = self.params.get_constant("suppress", m)

    def hybrid_forward(self, F, h, suppress):
        logits = self.head(h)
        for f in self._filters:
            logits = f.apply(F, logits, suppress=suppress)
        return F.log_softmax(logits, axis=-1)


Net = FilteredDecoderHead
