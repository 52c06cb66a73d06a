"""Conformer multi-head self-attention: heads split by reshape codes `(0, 0, -4, heads, -1)`, scores by `batch_dot` scaled with `q.shape[-1] ** -0.5`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class MultiHeadSelfAttention(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super(MultiHeadSelfAttention, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.out = nn.Dense(units, flatten=False, in_units=units)

    def _split_heads(self, F, t):
        t = t.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3))
        return t.reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k, v = [self._split_heads(F, t) for t in (q, k, v)]
        scores = F.batch_dot(q, k, transpose_b=True) * (q.shape[-1] ** -0.5)
        ctx = F.batch_dot(F.softmax(scores, axis=-1), v)
        ctx = ctx.reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.out(ctx)


Net = MultiHeadSelfAttention
