"""Multi-head attention that unpacks `batch, length, _ = q.shape` to split the heads."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 7, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._heads = heads
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.kv = nn.Dense(2 * units, flatten=False, in_units=units)

    def _split_heads(self, F, t):
        batch, length, units = t.shape
        t = F.reshape(t, shape=(batch, length, self._heads, units // self._heads))
        return F.reshape(F.transpose(t, axes=(0, 2, 1, 3)), shape=(batch * self._heads, length, -1))

    def hybrid_forward(self, F, query, memory):
        k, v = F.split(self.kv(memory), num_outputs=2, axis=-1)
        q, k, v = self._split_heads(F, self.q(query)), self._split_heads(F, k), self._split_heads(F, v)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        return F.reshape(F.batch_dot(att, v), shape=(-4, -1, self._heads, 0, 0))
