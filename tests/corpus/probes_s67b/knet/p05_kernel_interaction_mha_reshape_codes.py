"""K-Net kernel interaction: multi-head self-attention across the N kernels, heads split by the reshape code
`(0, 0, heads, -1)`, moved by `transpose`, merged with the batch by `(-3, -2)` for `batch_dot`, split back by
`(-4, -1, heads, -2)`; a residual and an FFN of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class KernelInteraction(HybridBlock):
    def __init__(self, channels=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = (channels // heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * channels, flatten=False, in_units=channels)
            self.out = nn.Dense(channels, flatten=False, in_units=channels)
            self.ffn = nn.Dense(channels, flatten=False, in_units=channels, activation="relu")
            self.norm1 = nn.LayerNorm(in_channels=channels)
            self.norm2 = nn.LayerNorm(in_channels=channels)

    def split_heads(self, t):
        return t.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, -2))

    def hybrid_forward(self, F, kernels):
        q, k, v = (self.split_heads(t) for t in F.split(self.qkv(kernels), num_outputs=3, axis=-1))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        o = F.batch_dot(att, v).reshape((-4, -1, self.heads, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))
        h = self.norm1(kernels + self.out(o))
        return self.norm2(h + self.ffn(h))


Net = KernelInteraction
