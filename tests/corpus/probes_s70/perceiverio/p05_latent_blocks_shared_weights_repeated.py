"""Perceiver latent transformer with shared weights: one self-attention block (`nn.HybridSequential` of an
attention cell and an MLP) applied `self.num_repeats` times by a python `for _ in range(...)` over a
constructor integer, each application a pre-LN residual; the latents stay (B, N, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class SelfAttention(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.out = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, z):
        q, k, v = F.split(self.qkv(self.norm(z)), num_outputs=3, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return z + self.out(F.batch_dot(attn, v))


class SharedLatentStack(HybridBlock):
    def __init__(self, dim=8, num_repeats=3, **kwargs):
        super().__init__(**kwargs)
        self.num_repeats = num_repeats
        with self.name_scope():
            self.block = SelfAttention(dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.LayerNorm(), nn.Dense(2 * dim, activation="relu", flatten=False),
                         nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, z):
        for _ in range(self.num_repeats):
            z = self.block(z)
            z = z + self.mlp(z)
        return z


Net = SharedLatentStack
