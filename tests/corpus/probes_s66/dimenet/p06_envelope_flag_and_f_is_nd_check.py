"""A radial basis with a python flag choosing the envelope (`if self.envelope_exponent > 0`) and an
`if F is nd:` host check that every distance is inside the cutoff (`.asscalar()` of a max), skipped in the
traced run; the basis by `F.broadcast_mul` of an (E, 1) column and a (1, R) constant row."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(6,)]


class CheckedRadialBasis(HybridBlock):
    def __init__(self, num_radial=3, cutoff=5.0, envelope_exponent=5, **kwargs):
        super().__init__(**kwargs)
        self.cutoff, self.envelope_exponent = cutoff, envelope_exponent
        with self.name_scope():
            self.freq = self.params.get_constant("freq", (np.pi * np.arange(1, num_radial + 1))[None].astype("float32"))

    def hybrid_forward(self, F, dist_raw, freq):
        d = (F.abs(dist_raw) * 4 + 0.5) / self.cutoff
        if F is nd:
            assert d.max().asscalar() <= 1.0
        col = d.expand_dims(1)
        rbf = F.sin(F.broadcast_mul(col, freq))
        if self.envelope_exponent > 0:
            rbf = F.broadcast_mul(rbf, (1 - d ** self.envelope_exponent).expand_dims(1))
        return rbf


Net = CheckedRadialBasis
