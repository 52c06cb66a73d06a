"""LeViT-style attention core as a method taking the scores' extra biases as `*biases` (each (1, H, N, N) or (B, H, N, N)), added in a python loop by `F.broadcast_add`, then softmax over the last axis and the weighted sum by `batch_dot` on (B*H, N, d) views."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8), (1, 2, 9, 9)]


class StarArgsAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._scale = heads, key_dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * heads * key_dim, flatten=False)

    def _attend(self, F, q, k, v, *biases):
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True) * self._scale
        attn = attn.reshape((-4, -1, self._h, -2))
        for b in biases:
            attn = F.broadcast_add(attn, b)
        return F.batch_dot(F.softmax(attn, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))

    def hybrid_forward(self, F, x, rel_bias):
        q, k, v = F.split(self.qkv(x).reshape((0, 0, 3 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=3, axis=1)
        return self._attend(F, q, k, v, rel_bias, F.zeros_like(rel_bias))


Net = StarArgsAttention
