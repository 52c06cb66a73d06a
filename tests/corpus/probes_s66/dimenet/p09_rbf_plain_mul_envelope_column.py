"""A Bessel basis whose (E, 1) envelope column multiplies the (E, R) basis with a plain `*` (broadcasts
eagerly; the traced elementwise product needs equal shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(6,)]


class PlainEnvelope(HybridBlock):
    def __init__(self, num_radial=4, cutoff=5.0, p=6, **kwargs):
        super().__init__(**kwargs)
        self.cutoff, self.p = cutoff, p
        with self.name_scope():
            self.freq = self.params.get("freq", shape=(1, num_radial), init="ones")

    def hybrid_forward(self, F, dist_raw, freq):
        d = (F.abs(dist_raw) * 4 + 0.5) / self.cutoff
        col = d.expand_dims(1)
        rbf = F.sin(F.broadcast_mul(col, freq))
        env = (1 - col ** self.p)
        return env * rbf


Net = PlainEnvelope
