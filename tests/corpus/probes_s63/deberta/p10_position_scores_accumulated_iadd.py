"""DeBERTa scores accumulated term by term as in the reference code: `scores += c2p` and `scores += p2c` -- in-place `+=` on a traced symbol."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 8)]


class AccumulatedScores(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(AccumulatedScores, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(3 * units)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x, rel):
        q, k = self.q(x), self.k(x)
        scores = F.batch_dot(q, k, transpose_b=True)
        scores += F.batch_dot(q, self.k(rel), transpose_b=True)
        scores += F.batch_dot(self.q(rel), k, transpose_b=True)
        return F.softmax(scores * self._scale, axis=-1)


Net = AccumulatedScores
