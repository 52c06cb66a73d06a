"""Linformer with a mean-centred projection: `E - mean(E, axis=0)` -- the (k, L) Parameter minus its (L,) column mean by plain `-` (eagerly broadcast over rows, traced elementwise on different shapes)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class CentredProjection(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(CentredProjection, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = E - F.mean(E, axis=0)
        e = F.broadcast_like(e.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = CentredProjection
