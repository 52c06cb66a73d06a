"""DimeNet's radial Bessel basis: distances (E,) scaled by the cutoff, the polynomial envelope
`1/d + a*d^p + b*d^(p+1) + c*d^(p+2)` (plain operators on equal (E,) arrays), frequencies a (R,) Parameter
initialised to pi and scaled by `F.arange(1, R + 1)` (plain `*` of equal (R,) shapes), `sin(freq * d) / d` by `F.broadcast_mul`/`F.broadcast_div` of the (E, 1) column and the
(1, R) row, scaled by the envelope column."""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(6,)]


class BesselBasis(HybridBlock):
    def __init__(self, num_radial=4, cutoff=5.0, envelope_exponent=5, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        p = envelope_exponent + 1
        self.p, self.a = p, -(p + 1) * (p + 2) / 2
        self.b, self.c = p * (p + 2), -p * (p + 1) / 2
        self.num_radial = num_radial
        with self.name_scope():
            self.freq = self.params.get("freq", shape=(num_radial,), init=mx.init.Constant(math.pi))

    def hybrid_forward(self, F, dist_raw, freq):
        d = (F.abs(dist_raw) * 4 + 0.5) / self.cutoff
        env = 1 / d + self.a * d ** (self.p - 1) + self.b * d ** self.p + self.c * d ** (self.p + 1)
        col = d.expand_dims(1)
        freq = freq * F.arange(1, self.num_radial + 1)
        rbf = F.broadcast_div(F.sin(F.broadcast_mul(col, freq.expand_dims(0))), col)
        return F.broadcast_mul(env.expand_dims(1), rbf)


Net = BesselBasis
