"""Linformer multi-head: keys projected to (N, k, d) first, then every tensor split into heads by `reshape((0, 0, -4, H, -1))`, `transpose((0, 2, 1, 3))` and `reshape((-3, 0, 0))`; heads merged by `reshape((-4, -1, H, 0, 0))`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class HeadLinformer(HybridBlock):
    def __init__(self, units=4, heads=2, seq_len=8, k=3, **kwargs):
        super(HeadLinformer, self).__init__(**kwargs)
        self._h = heads
        self._scale = 1.0 / math.sqrt(units // heads)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.v = nn.Dense(units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))

    def _split(self, t):
        return t.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x, E):
        e = F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        q = self._split(self.q(x))
        k = self._split(F.batch_dot(e, self.k(x)))
        v = self._split(F.batch_dot(e, self.v(x)))
        out = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1), v)
        return out.reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))


Net = HeadLinformer
