"""Relative-position self-attention: a (2T-1, D) position table Parameter, position scores
(B, T, 2T-1) by `batch_dot`, and the Transformer-XL rel-shift (pad a zero column, reshape to (B, 2T, T),
drop a row, reshape back, keep T columns) with T the constructor's `seq_len` in the reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class RelPosAttention(HybridBlock):
    def __init__(self, seq_len=5, units=8, **kwargs):
        super().__init__(**kwargs)
        self.t, self.units = seq_len, units
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(2 * seq_len - 1, units))
            self.qkv = nn.Dense(3 * units, flatten=False)

    def rel_shift(self, F, x):
        zero = F.zeros_like(F.slice_axis(x, axis=-1, begin=0, end=1))
        x = F.concat(zero, x, dim=-1).reshape((0, -1, self.t))
        x = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self.t, -1))
        return F.slice_axis(x, axis=-1, begin=0, end=self.t)

    def hybrid_forward(self, F, x, pos):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        content = F.batch_dot(q, k, transpose_b=True)
        position = F.dot(q, pos, transpose_b=True)
        att = F.softmax((content + self.rel_shift(F, position)) / self.units ** 0.5, axis=-1)
        return F.batch_dot(att, v)


Net = RelPosAttention
