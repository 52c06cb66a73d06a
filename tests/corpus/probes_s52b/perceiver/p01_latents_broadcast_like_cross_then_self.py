"""Perceiver encoder: a learned latent array Parameter (L, D) broadcast to the batch by `broadcast_like` on axis 0, one cross-attention from the latents to the inputs, then a python loop of `depth` latent self-attention layers."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 6)]


class Attention(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, use_bias=False)
            self.kv = nn.Dense(2 * dim, flatten=False, use_bias=False)
            self.out = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, query, context):
        q = self.q(query)
        k, v = F.split(self.kv(context), num_outputs=2, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return self.out(F.batch_dot(att, v))


class Net(HybridBlock):
    def __init__(self, num_latents=4, dim=8, in_dim=6, depth=2, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(num_latents, dim), init=init.Normal(0.02))
            self.embed = nn.Dense(dim, flatten=False, in_units=in_dim)
            self.cross = Attention(dim)
            self.self_attn = nn.HybridSequential()
            for _ in range(depth):
                self.self_attn.add(Attention(dim))

    def hybrid_forward(self, F, x, latents):
        x = self.embed(x)
        z = F.broadcast_like(F.expand_dims(latents, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))
        z = z + self.cross(z, x)
        for layer in self.self_attn:
            z = z + layer(z, z)
        return z.mean(axis=1)
