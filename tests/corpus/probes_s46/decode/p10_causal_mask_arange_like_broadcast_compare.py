"""Decoder self-attention with a causal mask from `arange_like` rows and columns compared by `broadcast_lesser_equal`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class CausalSelfAttention(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=6)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        steps = F.contrib.arange_like(x, axis=1)
        causal = F.broadcast_lesser_equal(steps.reshape((1, -1)), steps.reshape((-1, 1)))   # (T, T)
        scores = F.batch_dot(q, k, transpose_b=True) / (self._units ** 0.5)
        mask = F.broadcast_like(causal.expand_dims(axis=0), scores)
        scores = F.where(mask, scores, F.ones_like(scores) * -1e9)
        return F.batch_dot(F.softmax(scores, axis=-1), v)


class Net(CausalSelfAttention):
    pass
