"""LeViT attention with the (H, N, N) offset biases broadcast to the scores by `broadcast_like` and then accumulated into them in place: `attn += bias` on the (B, H, N, N) scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8), (2, 9, 9)]


class IaddBiasAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._scale = heads, key_dim ** -0.5
        with self.name_scope():
            self.qk = nn.Dense(2 * heads * key_dim, flatten=False)

    def hybrid_forward(self, F, x, bias):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        attn += F.broadcast_like(bias.expand_dims(0), attn)
        return F.softmax(attn * self._scale, axis=-1)


Net = IaddBiasAttention
