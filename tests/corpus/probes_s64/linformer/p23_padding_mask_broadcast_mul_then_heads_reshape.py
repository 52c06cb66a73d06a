"""Linformer with padding: keys and values zeroed at pad positions by `broadcast_mul(k, mask.expand_dims(2))` before the sequence projection (pads must not leak into the k mixtures), heads by `F.reshape(t, shape=(0, 0, H, -1))` and `transpose((0, 2, 1, 3))`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4), (2, 8)]


class PaddedLinformer(HybridBlock):
    def __init__(self, units=4, heads=2, seq_len=8, k=3, **kwargs):
        super(PaddedLinformer, self).__init__(**kwargs)
        self._h = heads
        self._scale = 1.0 / math.sqrt(units // heads)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))

    def _heads(self, F, t):
        return F.reshape(t, shape=(0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x, mask_raw, E):
        mask = mask_raw > -0.5
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = F.broadcast_mul(k, mask.expand_dims(2))
        v = F.broadcast_mul(v, mask.expand_dims(2))
        e = F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        q, pk, pv = self._heads(F, q), self._heads(F, F.batch_dot(e, k)), self._heads(F, F.batch_dot(e, v))
        out = F.batch_dot(F.softmax(F.batch_dot(q, pk, transpose_b=True) * self._scale, axis=-1), pv)
        return out.reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))


Net = PaddedLinformer
