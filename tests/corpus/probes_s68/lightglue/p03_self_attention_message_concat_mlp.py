"""LightGlue self-attention layer: one qkv Dense, heads by reshape codes `(0, 0, -4, h, -1)` and a transpose to
(B*h, N, d) with `-3`, scores by `batch_dot` scaled by a python `d ** -0.5`, the message merged back and an MLP
over `concat([x, message])` added residually (plain `+` of equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SelfBlock(HybridBlock):
    def __init__(self, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.out = nn.Dense(dim, flatten=False)
            self.ffn = nn.HybridSequential()
            self.ffn.add(nn.Dense(2 * dim, flatten=False), nn.LayerNorm(), nn.Activation("relu"),
                         nn.Dense(dim, flatten=False))

    def _heads(self, x):
        return x.reshape((0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k, v = self._heads(q), self._heads(k), self._heads(v)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        msg = F.batch_dot(attn, v).reshape((-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3))
        msg = self.out(msg.reshape((0, 0, -3)))
        return x + self.ffn(F.concat(x, msg, dim=-1))


Net = SelfBlock
