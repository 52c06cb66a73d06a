"""Causal mask built in numpy with `np.tril(np.ones((T, T)))` from the input length and turned into an array with `F.array`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=6)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        t = x.shape[1]
        causal = F.array(np.tril(np.ones((t, t), dtype="float32")))
        scores = F.batch_dot(q, k, transpose_b=True) / (self._units ** 0.5)
        scores = F.where(F.broadcast_like(causal.expand_dims(axis=0), scores), scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)
