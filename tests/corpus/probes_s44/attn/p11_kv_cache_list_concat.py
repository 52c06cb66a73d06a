"""Incremental decoding: a layer receives its [key, value] cache as a python list and returns the grown one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8), (2, 3, 8), (2, 3, 8)]


class CachedAttention(HybridBlock):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, cache):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        keys = F.concat(cache[0], k, dim=1)
        values = F.concat(cache[1], v, dim=1)
        att = F.softmax(F.batch_dot(q, keys, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, values), [keys, values]


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layer = CachedAttention(units)

    def hybrid_forward(self, F, x, past_key, past_value):
        out, cache = self.layer(x, [past_key, past_value])
        return out, cache[0], cache[1]
