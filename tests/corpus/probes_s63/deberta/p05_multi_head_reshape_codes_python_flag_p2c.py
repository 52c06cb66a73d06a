"""Multi-head DeBERTa scores with heads split by reshape codes `(0, 0, -4, H, -1)` and `transpose`, merged to (N * H, L, dh) by `reshape((-3, 0, 0))`; the position-to-content term is added only when the python flag `self._p2c` (a constructor argument) is set."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 8)]


class MultiHeadDisentangled(HybridBlock):
    def __init__(self, units=8, heads=2, p2c=True, **kwargs):
        super(MultiHeadDisentangled, self).__init__(**kwargs)
        self._h, self._p2c = heads, p2c
        self._scale = 1.0 / math.sqrt((3 if p2c else 2) * units // heads)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def _heads(self, F, x):
        return x.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x, rel):
        q, k = self._heads(F, self.q(x)), self._heads(F, self.k(x))
        scores = F.batch_dot(q, k, transpose_b=True)
        rk = self._heads(F, self.k(rel))
        scores = scores + F.batch_dot(q, rk, transpose_b=True)
        if self._p2c:
            rq = self._heads(F, self.q(rel))
            scores = scores + F.batch_dot(k, rq, transpose_b=True).transpose((0, 2, 1))
        return F.softmax(scores * self._scale, axis=-1).reshape((-4, -1, self._h, 0, 0))


Net = MultiHeadDisentangled
