"""Linear attention heads from the constructor's head count: `F.split(q, num_outputs=self._h, axis=-1)` lists zipped in a list comprehension, each head's `broadcast_div` output concatenated back -- lists of tensors and split outputs, no subscripts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class SplitHeadsLinearAttention(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def head(self, F, q, k, v):
        kv = F.batch_dot(k, v, transpose_a=True)
        z = F.batch_dot(q, F.sum(k, axis=1, keepdims=True), transpose_b=True)
        return F.broadcast_div(F.batch_dot(q, kv), z)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k = F.LeakyReLU(q, act_type="elu") + 1, F.LeakyReLU(k, act_type="elu") + 1
        qs = F.split(q, num_outputs=self._h, axis=-1)
        ks = F.split(k, num_outputs=self._h, axis=-1)
        vs = F.split(v, num_outputs=self._h, axis=-1)
        return F.concat(*[self.head(F, a, b, c) for a, b, c in zip(qs, ks, vs)], dim=-1)


Net = SplitHeadsLinearAttention
