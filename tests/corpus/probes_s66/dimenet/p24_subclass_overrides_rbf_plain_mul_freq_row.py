"""A Bessel-basis subclass overriding `rbf(self, F, d, freq)` with `F.sin(freq * d.expand_dims(1))`: the (R,)
frequency Parameter times the (E, 1) distance column with a plain `*` (broadcasts eagerly to (E, R); the
traced elementwise product needs equal shapes)."""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(6,)]


class BaseBasis(HybridBlock):
    def __init__(self, num_radial=4, cutoff=5.0, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        with self.name_scope():
            self.freq = self.params.get("freq", shape=(num_radial,), init=mx.init.Constant(math.pi))

    def rbf(self, F, d, freq):
        return F.sin(F.broadcast_mul(d.expand_dims(1), freq.expand_dims(0)))

    def hybrid_forward(self, F, dist_raw, freq):
        d = (F.abs(dist_raw) * 4 + 0.5) / self.cutoff
        return self.rbf(F, d, freq)


class PlainRbfBasis(BaseBasis):
    def rbf(self, F, d, freq):
        return F.sin(freq * d.expand_dims(1))


Net = PlainRbfBasis
