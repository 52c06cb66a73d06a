"""Perceiver IO encoder ported from PyTorch: `b = x.shape[0]` and the latent array repeated to the batch by
`F.tile(latents.expand_dims(0), reps=(b, 1, 1))` before the cross-attention."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6)]


class TiledLatents(HybridBlock):
    def __init__(self, num_latents=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim))
            self.to_q = nn.Dense(dim, flatten=False, use_bias=False)
            self.to_kv = nn.Dense(2 * dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, latents):
        b = x.shape[0]
        z = F.tile(latents.expand_dims(0), reps=(b, 1, 1))
        k, v = F.split(self.to_kv(x), num_outputs=2, axis=-1)
        attn = F.softmax(F.batch_dot(self.to_q(z), k, transpose_b=True) * self.scale, axis=-1)
        return z + F.batch_dot(attn, v)


Net = TiledLatents
