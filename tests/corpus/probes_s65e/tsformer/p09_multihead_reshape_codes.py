"""Transformer multi-head attention with heads split by the reshape codes `(0, 0, -4, heads, -1)`, moved by
`transpose((0, 2, 1, 3))`, merged into the batch by `(-3, 0, 0)`, and back by `(-4, -1, heads, 0, 0)` and
`(0, 0, -3)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class MultiHeadCodes(HybridBlock):
    def __init__(self, heads=2, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = (d_model // heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False)
            self.out = nn.Dense(d_model, flatten=False)

    def _split(self, x):
        x = x.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3))
        return x.reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        q, k, v = [self._split(t) for t in F.split(self.qkv(x), num_outputs=3, axis=2)]
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        o = F.batch_dot(att, v).reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3))
        return self.out(o.reshape((0, 0, -3)))


Net = MultiHeadCodes
