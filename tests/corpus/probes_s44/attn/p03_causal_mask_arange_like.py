"""Causal self-attention: the mask comes from arange_like over the time axis, applied with where."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        steps = F.contrib.arange_like(x, axis=1)
        causal = F.broadcast_lesser_equal(F.reshape(steps, shape=(1, -1)), F.reshape(steps, shape=(-1, 1)))
        causal = F.broadcast_like(F.expand_dims(causal, axis=0), scores)
        scores = F.where(causal, scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)
