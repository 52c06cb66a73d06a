"""Whisper logit filters: a (V,) 0/1 suppression constant (special tokens and timestamps before the first allowed one) spread over the (N, V) logits by `broadcast_like(mask.expand_dims(0), logits)` and applied by `F.where` with a -1e9 fill; a python `without_timestamps` flag of the constructor also masks every timestamp token by `slice_axis` + `concat`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class SuppressTokens(HybridBlock):
    def __init__(self, d=8, vocab=10, suppress=(0, 3), ts_begin=7, without_timestamps=True, **kwargs):
        super(SuppressTokens, self).__init__(**kwargs)
        self._ts, self._no_ts = ts_begin, without_timestamps
        m = np.zeros((vocab,), dtype="float32")
        m[list(suppress)] = 1
        with self.name_scope():
            self.head = nn.Dense(vocab, in_units=d)
            self.suppress = self.params.get_constant("suppress", m)

    def hybrid_forward(self, F, h, suppress):
        logits = self.head(h)
        cond = F.broadcast_like(suppress.expand_dims(0), logits)
        logits = F.where(cond, F.ones_like(logits) * -1e9, logits)
        if self._no_ts:
            text = F.slice_axis(logits, axis=-1, begin=0, end=self._ts)
            ts = F.slice_axis(logits, axis=-1, begin=self._ts, end=None)
            logits = F.concat(text, F.ones_like(ts) * -1e9, dim=-1)
        return F.log_softmax(logits, axis=-1)


Net = SuppressTokens
