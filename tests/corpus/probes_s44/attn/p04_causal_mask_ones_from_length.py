"""Causal self-attention whose mask is built from `T = x.shape[1]` with F.ones and a lower triangle."""
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
        length = x.shape[1]
        steps = F.arange(length)
        causal = F.broadcast_lesser_equal(steps.reshape((1, -1)), steps.reshape((-1, 1)))
        scores = F.where(F.broadcast_like(causal.expand_dims(0), scores), scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)
