"""Whisper ApplyTimestampRules: when the summed probability of the timestamp tokens exceeds the best text token, text tokens are masked -- the timestamp log-mass `log(sum(exp(.)))` and the text maximum both kept as (N, 1) columns by `keepdims=True`, compared with `broadcast_greater`, spread over the text slice by `broadcast_like` and applied by `where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TimestampRule(HybridBlock):
    def __init__(self, d=8, vocab=10, ts_begin=6, **kwargs):
        super(TimestampRule, self).__init__(**kwargs)
        self._ts = ts_begin
        with self.name_scope():
            self.head = nn.Dense(vocab, in_units=d)

    def hybrid_forward(self, F, h):
        logp = F.log_softmax(self.head(h), axis=-1)
        text = F.slice_axis(logp, axis=-1, begin=0, end=self._ts)
        ts = F.slice_axis(logp, axis=-1, begin=self._ts, end=None)
        ts_mass = F.log(F.sum(F.exp(ts), axis=-1, keepdims=True))
        best_text = F.max(text, axis=-1, keepdims=True)
        cond = F.broadcast_like(F.broadcast_greater(ts_mass, best_text), text)
        text = F.where(cond, F.ones_like(text) * -1e9, text)
        return F.concat(text, ts, dim=-1)


Net = TimestampRule
