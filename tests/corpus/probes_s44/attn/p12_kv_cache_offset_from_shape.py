"""Incremental decoding whose position offset is read from the cached keys' length."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8), (2, 3, 8), (2, 3, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, max_len=16, **kwargs):
        super().__init__(**kwargs)
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.pos = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, x, past_key, past_value):
        cache = [past_key, past_value]
        offset = cache[0].shape[1]
        x = F.broadcast_add(x, self.pos(F.array([offset])))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        keys = F.concat(cache[0], k, dim=1)
        values = F.concat(cache[1], v, dim=1)
        att = F.softmax(F.batch_dot(q, keys, transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, values)
