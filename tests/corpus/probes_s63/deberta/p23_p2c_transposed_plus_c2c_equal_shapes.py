"""DeBERTa position-to-content term computed key-major as `batch_dot(k, rel_q, transpose_b=True)` and turned query-major by `F.transpose(axes=(0, 2, 1))`, then added to the (N, L, L) content scores by plain `+` -- both (N, L, L)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 8)]


class TransposedP2C(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(TransposedP2C, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(2 * units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, rel):
        q, k = self.q(x), self.k(x)
        c2c = F.batch_dot(q, k, transpose_b=True)
        p2c = F.transpose(F.batch_dot(k, self.q(rel), transpose_b=True), axes=(0, 2, 1))
        return F.softmax((c2c + p2c) * self._scale, axis=-1)


Net = TransposedP2C
