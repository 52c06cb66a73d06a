"""Whisper logit filters accumulated in place as the PyTorch filters do (`logits[:, tokens] = -inf` becomes `logits += penalty`): each filter's (N, V) penalty is spread by `broadcast_like` and added with `+=` on the logits Symbol."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class AccumulatedFilters(HybridBlock):
    def __init__(self, d=8, vocab=10, **kwargs):
        super(AccumulatedFilters, self).__init__(**kwargs)
        special = np.zeros((1, vocab), dtype="float32")
        special[0, -2:] = -1e9
        ts = np.zeros((1, vocab), dtype="float32")
        ts[0, 5:7] = -1e9
        with self.name_scope():
            self.head = nn.Dense(vocab, in_units=d)
            self.special = self.params.get_constant("special", special)
            self.ts = self.params.get_constant("ts", ts)

    def hybrid_forward(self, F, h, special, ts):
        logits = self.head(h)
        for penalty in (special, ts):
            logits += F.broadcast_like(penalty, logits)
        return F.log_softmax(logits, axis=-1)


Net = AccumulatedFilters
