"""AlphaFold triangle multiplicative update: gated, pair-masked projections a and b from a method taking F,
channels moved to the batch (`transpose((0, 3, 1, 2)).reshape((-3, -2))`), the outgoing edges by
`batch_dot(a, b, transpose_b=True)` and the incoming ones by `transpose_a=True` behind a python flag, then
back by `(-4, -1, c, -2)`; LayerNorm, projection and a same-shaped sigmoid gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6), (2, 4, 4)]


class TriangleMultiplication(HybridBlock):
    def __init__(self, c_z=6, c=4, outgoing=True, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        self.outgoing = outgoing
        with self.name_scope():
            self.norm_in = nn.LayerNorm()
            self.a_p = nn.Dense(c, flatten=False)
            self.a_g = nn.Dense(c, flatten=False)
            self.b_p = nn.Dense(c, flatten=False)
            self.b_g = nn.Dense(c, flatten=False)
            self.norm_out = nn.LayerNorm()
            self.o = nn.Dense(c_z, flatten=False)
            self.g = nn.Dense(c_z, flatten=False)

    def _gated(self, F, proj, gate, z, mask):
        return F.broadcast_mul(proj(z) * F.sigmoid(gate(z)), mask)

    def hybrid_forward(self, F, z, pair_mask):
        z = self.norm_in(z)
        mask = pair_mask.expand_dims(-1)
        a = self._gated(F, self.a_p, self.a_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        b = self._gated(F, self.b_p, self.b_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        if self.outgoing:
            x = F.batch_dot(a, b, transpose_b=True)
        else:
            x = F.batch_dot(a, b, transpose_a=True)
        x = x.reshape((-4, -1, self.c, -2)).transpose((0, 2, 3, 1))
        return self.o(self.norm_out(x)) * F.sigmoid(self.g(z))


Net = TriangleMultiplication
