"""Rel-shift whose sequence length comes from the scores: `t = x.shape[1]` for the reshape to
(B, 2T, T) and back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class ShapeRelShift(HybridBlock):
    def __init__(self, seq_len=5, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(2 * seq_len - 1, units))
            self.qkv = nn.Dense(3 * units, flatten=False)

    def rel_shift(self, F, x):
        t = x.shape[1]
        zero = F.zeros_like(F.slice_axis(x, axis=-1, begin=0, end=1))
        x = F.concat(zero, x, dim=-1).reshape((0, -1, t))
        x = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, t, -1))
        return F.slice_axis(x, axis=-1, begin=0, end=t)

    def hybrid_forward(self, F, x, pos):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) + self.rel_shift(F, F.dot(q, pos, transpose_b=True))
        return F.batch_dot(F.softmax(scores / self.units ** 0.5, axis=-1), v)


Net = ShapeRelShift
