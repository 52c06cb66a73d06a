"""Linformer taking the sequence length as `len(x[0])` (rows of the first sample) to cut E -- on a traced symbol `x[0]` is the symbol and `len()` is 1, so E keeps one column and the projection fails."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class LenCut(HybridBlock):
    def __init__(self, units=4, max_len=8, k=3, **kwargs):
        super(LenCut, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, max_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = F.slice_axis(E, axis=1, begin=0, end=len(x[0]))
        e = F.broadcast_like(e.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = LenCut
