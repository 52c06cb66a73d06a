"""Linformer `sharing="key-value"`: one projection matrix for keys and values when a constructor flag says so (a python `if`, an attribute that may be None), else separate E and F."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class SharedKV(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, share_kv=True, **kwargs):
        super(SharedKV, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        self._share = share_kv
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))
            self.F_proj = None if share_kv else self.params.get("F_proj", shape=(k, seq_len))

    def hybrid_forward(self, F, x, E, F_proj=None):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        e = F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        f = e if self._share else F.broadcast_like(F_proj.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(f, v))


Net = SharedKV
