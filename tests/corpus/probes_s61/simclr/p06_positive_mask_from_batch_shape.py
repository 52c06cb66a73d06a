"""SimCLR NT-Xent sizing its self-mask from the data: `n = z1.shape[0]` and `F.eye(2 * n)` on the concatenated batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class ShapeMaskNTXent(HybridBlock):
    def __init__(self, in_units=16, out_dim=8, temperature=0.5, **kwargs):
        super(ShapeMaskNTXent, self).__init__(**kwargs)
        self._t = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)

    def hybrid_forward(self, F, x1, x2):
        z1 = self.proj(x1)
        z2 = self.proj(x2)
        n = z1.shape[0]
        z = F.L2Normalization(F.concat(z1, z2, dim=0), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._t - 1e9 * F.eye(2 * n)
        return F.log_softmax(sim, axis=1)


Net = ShapeMaskNTXent
