"""Whisper SuppressBlank ported with a data-dependent test: the blank/EOT logits are masked only `if F.sum(is_first) > 0`, a tensor compared in a python `if` (the sample-begin flag comes in as a per-row input)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 1)]


class SuppressBlank(HybridBlock):
    def __init__(self, d=8, vocab=10, blank=(1, 9), **kwargs):
        super(SuppressBlank, self).__init__(**kwargs)
        m = np.zeros((1, vocab), dtype="float32")
        m[0, list(blank)] = -1e9
        with self.name_scope():
            self.head = nn.Dense(vocab, in_units=d)
            self.blank = self.params.get_constant("blank", m)

    def hybrid_forward(self, F, h, is_first, blank):
        logits = self.head(h)
        if F.sum(is_first) > 0:
            logits = F.broadcast_add(logits, blank)
        return F.log_softmax(logits, axis=-1)


Net = SuppressBlank
