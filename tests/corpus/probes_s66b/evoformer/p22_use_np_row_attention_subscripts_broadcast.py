"""Numpy-mode row attention with `@use_np` on a `hybrid_forward`: the (B, 1, H, R, R) pair bias and the
(B, S, 1, 1, R) mask bias `(msa_mask - 1) * 1e9` (both by `np.expand_dims`) added to the (B, S, H, R, R)
logits by plain `+`, the target row taken by `m[:, 0]` -- all legal on numpy-mode symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4, 8), (2, 4, 4, 6), (2, 3, 4)]


@use_np
class NumpyRowAttention(HybridBlock):
    def __init__(self, c_m=8, c_z=6, heads=2, c=4, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = c ** -0.5
        with self.name_scope():
            self.q = nn.Dense(heads * c, flatten=False, use_bias=False, in_units=c_m)
            self.k = nn.Dense(heads * c, flatten=False, use_bias=False, in_units=c_m)
            self.v = nn.Dense(heads * c, flatten=False, use_bias=False, in_units=c_m)
            self.b = nn.Dense(heads, flatten=False, use_bias=False, in_units=c_z)
            self.o = nn.Dense(c_m, flatten=False, in_units=heads * c)
            self.single = nn.Dense(5, flatten=False, in_units=c_m)

    def hybrid_forward(self, F, m, z, msa_mask):
        q = F.np.transpose(F.npx.reshape(self.q(m), (-2, -2, -2, self.heads, -1)), (0, 1, 3, 2, 4)) * self.scale
        k = F.np.transpose(F.npx.reshape(self.k(m), (-2, -2, -2, self.heads, -1)), (0, 1, 3, 2, 4))
        v = F.np.transpose(F.npx.reshape(self.v(m), (-2, -2, -2, self.heads, -1)), (0, 1, 3, 2, 4))
        logits = F.np.matmul(q, F.np.swapaxes(k, -1, -2))
        bias = F.np.transpose(self.b(z), (0, 3, 1, 2))
        mask_bias = F.np.expand_dims(F.np.expand_dims(msa_mask - 1, 2), 2) * 1e9
        logits = logits + F.np.expand_dims(bias, 1) + mask_bias
        o = F.np.matmul(F.npx.softmax(logits, axis=-1), v)
        o = F.npx.reshape(F.np.transpose(o, (0, 1, 3, 2, 4)), (-2, -2, -2, -1))
        return self.o(o), self.single(m[:, 0])


Net = NumpyRowAttention
