"""LeViT attention where the name `attn` is rebound three times -- (B*H, N, N) from `batch_dot`, then (B, H, N, N) by `reshape((-4, -1, H, -2))` -- and the (H, N, N) offset biases are first expanded by `F.broadcast_like(bias.expand_dims(0), attn)` to the rebound scores' shape, so the plain `+` that follows adds equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8), (2, 9, 9)]


class ReboundBiasAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._scale = heads, key_dim ** -0.5
        with self.name_scope():
            self.qk = nn.Dense(2 * heads * key_dim, flatten=False)

    def hybrid_forward(self, F, x, bias):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True)
        attn = attn.reshape((-4, -1, self._h, -2)) * self._scale
        full = F.broadcast_like(bias.expand_dims(0), attn)
        attn = attn + full
        return F.softmax(attn, axis=-1)


Net = ReboundBiasAttention
