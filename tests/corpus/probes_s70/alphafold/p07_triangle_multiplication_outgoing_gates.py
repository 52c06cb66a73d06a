"""Evoformer triangle multiplicative update, outgoing edges: gated projections a, b of the pair (B, R, R, Cz)
(`sigmoid(Dense) * Dense`), channels moved first and folded to (B * c, R, R), `x_ij = sum_k a_ik b_jk` by
`batch_dot(transpose_b=True)`, unfolded by `(-4, -1, c, 0, 0)`, channels moved last, LayerNorm, Dense
and the output gate; a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4)]


class TriangleOutgoing(HybridBlock):
    def __init__(self, pair_dim=4, c=3, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.norm_in = nn.LayerNorm()
            self.a_gate = nn.Dense(c, flatten=False, activation="sigmoid")
            self.a_proj = nn.Dense(c, flatten=False)
            self.b_gate = nn.Dense(c, flatten=False, activation="sigmoid")
            self.b_proj = nn.Dense(c, flatten=False)
            self.norm_out = nn.LayerNorm()
            self.out = nn.Dense(pair_dim, flatten=False)
            self.gate = nn.Dense(pair_dim, flatten=False, activation="sigmoid")

    def hybrid_forward(self, F, pair):
        z = self.norm_in(pair)
        a = (self.a_gate(z) * self.a_proj(z)).transpose((0, 3, 1, 2)).reshape((-3, 0, 0))
        b = (self.b_gate(z) * self.b_proj(z)).transpose((0, 3, 1, 2)).reshape((-3, 0, 0))
        x = F.batch_dot(a, b, transpose_b=True).reshape((-4, -1, self.c, 0, 0)).transpose((0, 2, 3, 1))
        return pair + self.gate(z) * self.out(self.norm_out(x))


Net = TriangleOutgoing
