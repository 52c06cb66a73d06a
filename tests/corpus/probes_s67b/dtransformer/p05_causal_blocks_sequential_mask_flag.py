"""Decision Transformer trunk: GPT blocks in a `HybridSequential`, each taking the causal mask built in its
`__init__` from the configured context length; a python flag (`self.add_timestep`) decides whether a learned
(1, 3T, d) position table is added, by `broadcast_add`."""
import numpy as onp
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class CausalBlock(HybridBlock):
    def __init__(self, d, ctx_len, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = (d // heads) ** -0.5
        with self.name_scope():
            self.ln1 = nn.LayerNorm(in_channels=d)
            self.ln2 = nn.LayerNorm(in_channels=d)
            self.qkv = nn.Dense(3 * d, flatten=False, in_units=d)
            self.proj = nn.Dense(d, flatten=False, in_units=d)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(2 * d, flatten=False, in_units=d, activation="relu"),
                         nn.Dense(d, flatten=False, in_units=2 * d))
            bias = onp.triu(onp.full((ctx_len, ctx_len), -1e4, dtype="float32"), k=1)[None]
            self.mask = self.params.get_constant("mask", bias)

    def hybrid_forward(self, F, x, mask):
        qkv = self.qkv(self.ln1(x)).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = [part.reshape((-3, -2)) for part in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)]
        att = F.batch_dot(q, k, transpose_b=True) * self.scale
        att = F.softmax(F.broadcast_add(att, mask), axis=-1)
        out = F.batch_dot(att, v).reshape((-4, -1, self.heads, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))
        x = x + self.proj(out)
        return x + self.mlp(self.ln2(x))


class Trunk(HybridBlock):
    def __init__(self, T=4, d=8, n_layers=2, add_timestep=True, **kwargs):
        super().__init__(**kwargs)
        self.add_timestep = add_timestep
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(1, 3 * T, d), init=init.Normal(0.02))
            self.blocks = nn.HybridSequential()
            for _ in range(n_layers):
                self.blocks.add(CausalBlock(d, 3 * T))
            self.ln_f = nn.LayerNorm(in_channels=d)

    def hybrid_forward(self, F, h, pos):
        if self.add_timestep:
            h = F.broadcast_add(h, pos)
        return self.ln_f(self.blocks(h))


Net = Trunk
