"""Attention scores masked by valid lengths: `F.softmax(..., length=valid_len, use_length=True)` over keys, with the queries' lengths broadcast by `repeat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 5, 6), (2,)]


class MaskedAttention(HybridBlock):
    def __init__(self, units=6, num_queries=4, **kwargs):
        super().__init__(**kwargs)
        self._units, self._nq = units, num_queries
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, queries, keys, raw_len):
        valid_len = F.clip(F.floor((raw_len + 1) * 2.5), 1, 5)                       # (N,) in 1..5
        scores = F.batch_dot(self.q(queries), keys, transpose_b=True) / (self._units ** 0.5)
        lens = F.repeat(valid_len.expand_dims(axis=1), repeats=self._nq, axis=1)      # (N, Q)
        lens = F.cast(lens, dtype="int32")                                           # softmax's length must be integer
        attn = F.softmax(scores, length=lens, use_length=True, axis=-1)
        return F.batch_dot(attn, keys)


class Net(MaskedAttention):
    pass
