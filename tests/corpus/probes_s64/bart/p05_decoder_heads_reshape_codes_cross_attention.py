"""BART decoder cross attention by heads in GluonNLP style: `reshape((0, 0, -4, H, -1))` then `transpose((0, 2, 1, 3))` and `reshape((-3, 0, 0))` for `batch_dot`, merged back by `reshape((-4, -1, H, 0, 0))` and `reshape((0, 0, -3))`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8)]


class HeadCrossAttention(HybridBlock):
    def __init__(self, units=8, num_heads=2, **kwargs):
        super(HeadCrossAttention, self).__init__(**kwargs)
        self._h = num_heads
        self._scale = 1.0 / math.sqrt(units // num_heads)
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)
            self.k = nn.Dense(units, in_units=units, flatten=False)
            self.v = nn.Dense(units, in_units=units, flatten=False)

    def _heads(self, F, t):
        return t.reshape((0, 0, -4, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, dec, enc):
        q, k, v = self._heads(F, self.q(dec)), self._heads(F, self.k(enc)), self._heads(F, self.v(enc))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        out = F.batch_dot(att, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3))
        return out.reshape((0, 0, -3))


Net = HeadCrossAttention
