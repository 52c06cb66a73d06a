"""Triangle multiplicative update (incoming edges) whose gated projections are masked in a helper without
F by a plain `*` of the (B, R, R, c) projection and the (B, R, R, 1) pair mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6), (2, 4, 4)]


def gated(proj, gate, z, mask):
    return proj(z) * gate(z).sigmoid() * mask


class PlainMaskTriangleIncoming(HybridBlock):
    def __init__(self, c_z=6, c=4, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.norm_in = nn.LayerNorm()
            self.a_p = nn.Dense(c, flatten=False)
            self.a_g = nn.Dense(c, flatten=False)
            self.b_p = nn.Dense(c, flatten=False)
            self.b_g = nn.Dense(c, flatten=False)
            self.o = nn.Dense(c_z, flatten=False)

    def hybrid_forward(self, F, z, pair_mask):
        z = self.norm_in(z)
        mask = pair_mask.expand_dims(-1)
        a = gated(self.a_p, self.a_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        b = gated(self.b_p, self.b_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        x = F.batch_dot(a, b, transpose_a=True)
        return self.o(x.reshape((-4, -1, self.c, -2)).transpose((0, 2, 3, 1)))


Net = PlainMaskTriangleIncoming
