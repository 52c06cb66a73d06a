"""DaViT channel group attention: qkv unfolded to (3, B, heads, N, C/h) by reshape codes, split on the first
axis with `squeeze_axis`, folded to (B*heads, N, C/h), the (C/h, C/h) channel scores by `batch_dot` with
`transpose_a`, scaled by N ** -0.5 with N from the constructor, the output folded back to (B, N, C)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ChannelAttention(HybridBlock):
    def __init__(self, dim=8, heads=2, num_tokens=6, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = num_tokens ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        qkv = self.qkv(x).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        q, k, v = [a.reshape((-3, 0, 0)) for a in (q * self.scale, k, v)]
        attn = F.softmax(F.batch_dot(q, k, transpose_a=True), axis=-1)
        o = F.batch_dot(v, attn, transpose_b=True)
        o = o.reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -3))
        return self.proj(o)


Net = ChannelAttention
