"""Multi-head attention with heads split and merged through reshape codes (-4, -3) and transposes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 7, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._heads = heads
        self._scale = (units // heads) ** -0.5
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.kv = nn.Dense(2 * units, flatten=False, in_units=units)

    def _split_heads(self, F, t):
        t = F.reshape(t, shape=(0, 0, -4, self._heads, -1))    # B, T, H, D
        t = F.transpose(t, axes=(0, 2, 1, 3))                  # B, H, T, D
        return F.reshape(t, shape=(-3, 0, 0))                  # B*H, T, D

    def hybrid_forward(self, F, query, memory):
        k, v = F.split(self.kv(memory), num_outputs=2, axis=-1)
        q, k, v = [self._split_heads(F, t) for t in (self.q(query), k, v)]
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        out = F.reshape(F.batch_dot(att, v), shape=(-4, -1, self._heads, 0, 0))   # B, H, T, D
        return F.reshape(F.transpose(out, axes=(0, 2, 1, 3)), shape=(0, 0, -3))
