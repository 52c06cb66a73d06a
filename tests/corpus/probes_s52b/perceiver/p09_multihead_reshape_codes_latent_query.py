"""Perceiver multi-head cross-attention: heads split by the reshape code `(0, 0, -4, heads, -1)`, moved forward with `transpose(0, 2, 1, 3)` and merged into the batch by `(-3, 0, 0)`, then back by `(-4, -1, heads, 0, 0)`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class Net(HybridBlock):
    def __init__(self, num_latents=4, dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(1, num_latents, dim), init=init.Normal(0.02))
            self.q = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.out = nn.Dense(dim, flatten=False)

    def split_heads(self, F, t):
        t = F.reshape(t, (0, 0, -4, self.heads, -1)).transpose((0, 2, 1, 3))
        return F.reshape(t, (-3, 0, 0))

    def hybrid_forward(self, F, x, latents):
        z = F.broadcast_like(latents, x, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.split(self.kv(x), num_outputs=2, axis=-1)
        q, k, v = (self.split_heads(F, t) for t in (self.q(z), k, v))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        o = F.reshape(F.batch_dot(att, v), (-4, -1, self.heads, 0, 0)).transpose((0, 2, 1, 3))
        return self.out(F.reshape(o, (0, 0, -3)))
