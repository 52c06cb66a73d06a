"""Linformer with a fixed Johnson-Lindenstrauss projection: E drawn once in numpy (`RandomState(0).normal(size=(k, max_len)) / sqrt(k)`), held by `get_constant`, cut to the configured length by `slice_axis(E, axis=1, begin=0, end=self._len)`."""
import math

import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class JLProjection(HybridBlock):
    def __init__(self, units=4, max_len=8, seq_len=5, k=3, **kwargs):
        super(JLProjection, self).__init__(**kwargs)
        self._scale, self._len = 1.0 / math.sqrt(units), seq_len
        e = np.random.RandomState(0).normal(size=(k, max_len)) / math.sqrt(k)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get_constant("E", e.astype("float32"))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = F.slice_axis(E, axis=1, begin=0, end=self._len)
        e = F.broadcast_like(e.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = JLProjection
