"""Perceiver with weights shared across `depth` repeats (one cross-attention and one self-attention block called in a python loop), keys masked by a (B, M) padding mask with `broadcast_mul` of large negatives, and a python float scale."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6), (2, 10)]


class Net(HybridBlock):
    def __init__(self, num_latents=3, dim=6, depth=3, **kwargs):
        super().__init__(**kwargs)
        self.depth, self.scale = depth, float(dim) ** -0.5
        with self.name_scope():
            self.latents = self.params.get("latents", shape=(1, num_latents, dim), init=init.Normal(0.02))
            self.cross_q = nn.Dense(dim, flatten=False)
            self.self_q = nn.Dense(dim, flatten=False)
            self.ff = nn.Dense(dim, flatten=False, activation="relu")

    def attend(self, F, q, kv, bias=None):
        s = F.batch_dot(q, kv, transpose_b=True) * self.scale
        if bias is not None:
            s = F.broadcast_add(s, bias)
        return F.batch_dot(F.softmax(s, axis=-1), kv)

    def hybrid_forward(self, F, x, pad, latents):
        keep = pad > 0                                     # (B, M), 1 where a real token
        bias = F.expand_dims((1 - keep) * -1e9, axis=1)   # (B, 1, M)
        z = F.broadcast_like(latents, x, lhs_axes=(0,), rhs_axes=(0,))
        for _ in range(self.depth):
            z = z + self.attend(F, self.cross_q(z), x, bias)
            z = z + self.attend(F, self.self_q(z), z)
            z = z + self.ff(z)
        return z
