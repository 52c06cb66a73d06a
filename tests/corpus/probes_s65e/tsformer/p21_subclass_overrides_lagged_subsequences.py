"""Transformer base whose `hybrid_forward` calls `self.get_lagged_subsequences(F, sequence, length)`; the
subclass overrides it to add a lag 0 and cut every lag with `F.slice_axis` (negative begins, `end=None`
for lag 0)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8, 2)]


class TransformerBase(HybridBlock):
    def __init__(self, context_length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.lags_seq = list(lags_seq)
        with self.name_scope():
            self.embed = nn.Dense(8, flatten=False)

    def get_lagged_subsequences(self, F, sequence, subsequences_length):
        raise NotImplementedError

    def hybrid_forward(self, F, past_target, past_time_feat):
        lags = self.get_lagged_subsequences(F, past_target, self.context_length)
        time_feat = F.slice_axis(past_time_feat, axis=1, begin=-self.context_length, end=None)
        return self.embed(F.concat(lags, time_feat, dim=2))


class WithLagZero(TransformerBase):
    def get_lagged_subsequences(self, F, sequence, subsequences_length):
        out = []
        for lag in [0] + self.lags_seq:
            end = -lag if lag > 0 else None
            out.append(F.slice_axis(sequence, axis=1, begin=-lag - subsequences_length, end=end))
        return F.stack(*out, axis=-1)


Net = WithLagZero
