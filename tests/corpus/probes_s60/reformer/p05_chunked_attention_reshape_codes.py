"""Reformer chunked attention: the sorted (N, L, D) queries folded into chunks with `reshape((0, -4, -1, chunk, -2))`, chunks merged into the batch by `reshape((-3, -2))` for `batch_dot`, scaled by a python `math.sqrt`, unfolded back with `reshape_like`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class ChunkedAttention(HybridBlock):
    def __init__(self, units=6, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self._chunk = chunk
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        qk = self.qk(x).reshape((0, -4, -1, self._chunk, -2)).reshape((-3, -2))
        v = self.v(x).reshape((0, -4, -1, self._chunk, -2)).reshape((-3, -2))
        att = F.softmax(F.batch_dot(qk, qk, transpose_b=True) * self._scale, axis=-1)
        return F.reshape_like(F.batch_dot(att, v), x)


Net = ChunkedAttention
