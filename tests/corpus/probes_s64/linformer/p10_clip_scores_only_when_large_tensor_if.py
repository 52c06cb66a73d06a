"""Linformer attention that clips the scores only `if scores.max() > 50:` (a fp16 overflow guard from a port) -- a python `if` on a traced value."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class TensorIfClip(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(TensorIfClip, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = F.broadcast_like(E.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        scores = F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale
        if scores.max() > 50:
            scores = F.clip(scores, -50, 50)
        return F.batch_dot(F.softmax(scores, axis=-1), F.batch_dot(e, v))


Net = TensorIfClip
