"""Perceiver IO encoder: a learned latent array (N, D) Parameter expanded to (1, N, D) and `broadcast_like`d
to the batch of the input array (B, M, C) on axis 0, cross-attention of the latents (queries) to the
projected inputs (keys, values) by `batch_dot` and a softmax over M, then a residual and a LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6)]


class LatentCrossAttend(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim))
            self.to_q = nn.Dense(dim, flatten=False, use_bias=False)
            self.to_kv = nn.Dense(2 * dim, flatten=False, use_bias=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x, latents):
        z = F.broadcast_like(latents.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.split(self.to_kv(x), num_outputs=2, axis=-1)
        attn = F.softmax(F.batch_dot(self.to_q(z), k, transpose_b=True) * self.scale, axis=-1)
        return self.norm(z + F.batch_dot(attn, v))


Net = LatentCrossAttend
