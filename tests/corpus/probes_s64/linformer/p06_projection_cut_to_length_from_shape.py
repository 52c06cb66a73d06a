"""Linformer cutting E to the actual sequence length read as `n = x.shape[1]` and `slice_axis(E, axis=1, begin=0, end=n)` -- `.shape` of a traced symbol."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ShapeCut(HybridBlock):
    def __init__(self, units=4, max_len=8, k=3, **kwargs):
        super(ShapeCut, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, max_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        n = x.shape[1]
        e = F.slice_axis(E, axis=1, begin=0, end=n)
        e = F.broadcast_like(e.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = ShapeCut
