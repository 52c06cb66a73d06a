"""Multi-head self-attention: heads split off the feature axis, merged back after the weighted sum."""
import math

from mxnet.gluon import nn

INPUTS = [(2, 5, 16)]


class Net(nn.HybridBlock):
    def __init__(self, units=16, num_heads=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        self._num_heads = num_heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def _split_heads(self, F, t):
        batch, length, width = t.shape
        t = t.reshape((batch, length, self._num_heads, width // self._num_heads))
        return t.transpose((0, 2, 1, 3)).reshape((batch * self._num_heads, length, -1))

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k, v = [self._split_heads(F, t) for t in (q, k, v)]
        score = F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1])
        ctx = F.batch_dot(F.softmax(score, axis=-1), v)
        ctx = ctx.reshape((x.shape[0], self._num_heads, x.shape[1], -1)).transpose((0, 2, 1, 3))
        return self.proj(ctx.reshape((x.shape[0], x.shape[1], self._units)))
