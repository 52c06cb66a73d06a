"""Triangle multiplicative update whose base class masks the gated projections in `_gated(F, proj, gate,
z, mask)` by `F.broadcast_mul`; the subclass overrides `_gated` with a plain `*` of the (B, R, R, c) gated
projection and the (B, R, R, 1) mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 6), (2, 4, 4)]


class TriangleMultiplicationBase(HybridBlock):
    def __init__(self, c_z=6, c=4, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.a_p = nn.Dense(c, flatten=False)
            self.a_g = nn.Dense(c, flatten=False)
            self.b_p = nn.Dense(c, flatten=False)
            self.b_g = nn.Dense(c, flatten=False)
            self.o = nn.Dense(c_z, flatten=False)

    def _gated(self, F, proj, gate, z, mask):
        return F.broadcast_mul(proj(z) * F.sigmoid(gate(z)), mask)

    def hybrid_forward(self, F, z, pair_mask):
        mask = pair_mask.expand_dims(-1)
        a = self._gated(F, self.a_p, self.a_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        b = self._gated(F, self.b_p, self.b_g, z, mask).transpose((0, 3, 1, 2)).reshape((-3, -2))
        x = F.batch_dot(a, b, transpose_b=True)
        return self.o(x.reshape((-4, -1, self.c, -2)).transpose((0, 2, 3, 1)))


class PlainMaskOverride(TriangleMultiplicationBase):
    def _gated(self, F, proj, gate, z, mask):
        return proj(z) * F.sigmoid(gate(z)) * mask


Net = PlainMaskOverride
