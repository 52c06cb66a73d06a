"""DimeNet's `Envelope` as a module function without `F`: `envelope(d, p)` returns
`1 / d + a * d ** (p - 1) + b * d ** p + c * d ** (p + 1)` with python coefficients (plain operators on one
(E,) array and scalars), applied to the basis by `F.broadcast_mul` of its `expand_dims(1)` column."""
from mxnet.gluon import HybridBlock

INPUTS = [(6,)]


def envelope(d, p):
    a, b, c = -(p + 1) * (p + 2) / 2, p * (p + 2), -p * (p + 1) / 2
    return 1 / d + a * d ** (p - 1) + b * d ** p + c * d ** (p + 1)


class HelperEnvelopeBasis(HybridBlock):
    def __init__(self, num_radial=4, cutoff=5.0, exponent=5, **kwargs):
        super().__init__(**kwargs)
        self.cutoff, self.p, self.num_radial = cutoff, exponent + 1, num_radial

    def hybrid_forward(self, F, dist_raw):
        d = (F.abs(dist_raw) * 4 + 0.5) / self.cutoff
        freq = F.arange(1, self.num_radial + 1).reshape((1, -1)) * 3.14159
        rbf = F.sin(F.broadcast_mul(d.expand_dims(1), freq))
        return F.broadcast_mul(envelope(d, self.p).expand_dims(1), rbf)


Net = HelperEnvelopeBasis
