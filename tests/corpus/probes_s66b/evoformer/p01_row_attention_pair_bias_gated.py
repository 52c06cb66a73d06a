"""AlphaFold MSA row attention with a pair bias: LayerNorm, per-head q/k/v by reshape codes in a method
without F (`_split_heads`), logits by broadcast products summed over the channel (einsum
`bsihc,bsjhc->bshij`), the pair bias `Dense(heads)(z)` transposed to (B, 1, H, R, R), the padded-residue
mask as `(mask - 1) * 1e9`, a sigmoid gate multiplying the same-shaped output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8), (2, 4, 4, 6), (2, 3, 4)]


class MSARowAttentionWithPairBias(HybridBlock):
    def __init__(self, c_m=8, heads=2, c=4, inf=1e9, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        self.scale = c ** -0.5
        self.inf = inf
        with self.name_scope():
            self.norm_m = nn.LayerNorm()
            self.norm_z = nn.LayerNorm()
            self.q = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.v = nn.Dense(heads * c, flatten=False, use_bias=False)
            self.b = nn.Dense(heads, flatten=False, use_bias=False)
            self.g = nn.Dense(heads * c, flatten=False)
            self.o = nn.Dense(c_m, flatten=False)

    def _split_heads(self, t):
        # (B, S, R, H*c) -> (B, S, H, R, c)
        return t.reshape((0, 0, 0, self.heads, -1)).transpose((0, 1, 3, 2, 4))

    def hybrid_forward(self, F, m, z, msa_mask):
        m = self.norm_m(m)
        q = self._split_heads(self.q(m)) * self.scale
        k = self._split_heads(self.k(m))
        v = self._split_heads(self.v(m))
        logits = F.sum(F.broadcast_mul(q.expand_dims(4), k.expand_dims(3)), axis=-1)
        bias = self.b(self.norm_z(z)).transpose((0, 3, 1, 2)).expand_dims(1)
        mask_bias = ((msa_mask - 1.0) * self.inf).expand_dims(2).expand_dims(3)
        w = F.softmax(F.broadcast_add(F.broadcast_add(logits, bias), mask_bias), axis=-1)
        o = F.sum(F.broadcast_mul(w.expand_dims(-1), v.expand_dims(3)), axis=4)
        o = o.transpose((0, 1, 3, 2, 4)).reshape((0, 0, 0, -3))
        return self.o(F.sigmoid(self.g(m)) * o)


Net = MSARowAttentionWithPairBias
