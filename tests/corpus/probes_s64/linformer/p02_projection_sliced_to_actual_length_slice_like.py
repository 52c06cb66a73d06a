"""Linformer on inputs shorter than the configured max length: `E[:, :n]` written as `F.slice_like(E, k.transpose((2, 1, 0)), axes=(1,))` -- the (k, max_len) Parameter cut to the keys' length without reading a shape."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SlicedProjection(HybridBlock):
    def __init__(self, units=4, max_len=8, k=3, **kwargs):
        super(SlicedProjection, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.kv = nn.Dense(2 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, max_len))

    def hybrid_forward(self, F, x, E):
        k, v = F.split(self.kv(x), num_outputs=2, axis=-1)
        e = F.slice_like(E, k.transpose((2, 1, 0)), axes=(1,))
        e = F.broadcast_like(e.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.batch_dot(e, k), F.batch_dot(e, v)
        att = F.softmax(F.batch_dot(self.q(x), k, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, v)


Net = SlicedProjection
