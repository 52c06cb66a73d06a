"""Linformer with a learned (k, d) bias on the projected keys added by plain `+` to the (N, k, d) `batch_dot` output (eagerly broadcast over the batch, traced elementwise on different shapes)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class PlainKeyBias(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(PlainKeyBias, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))
            self.key_bias = self.params.get("key_bias", shape=(k, units))

    def hybrid_forward(self, F, x, E, key_bias):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        pk = F.batch_dot(e, k) + key_bias
        att = F.softmax(F.batch_dot(q, pk, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = PlainKeyBias
