"""Linformer: keys and values (N, L, d) projected along the sequence axis to (N, k, d) by the (k, L) matrices E and F (Parameters `E` and `F_proj` of the configured max length, which the inputs have), spread over the batch with `broadcast_like(lhs_axes=(0,), rhs_axes=(0,))` and applied by `batch_dot`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class LinformerAttention(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(LinformerAttention, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))
            self.F_proj = self.params.get("F_proj", shape=(k, seq_len))

    def hybrid_forward(self, F, x, E, F_proj):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = F.batch_dot(F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,)), k)
        v = F.batch_dot(F.broadcast_like(F_proj.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,)), v)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, v)


Net = LinformerAttention
