"""Scores normalised by a helper bound with keyword arguments, `partial(self._norm, F, eps=1e-3)`;
the helper reads the largest magnitude back with `.asnumpy()` to pick a divisor."""
from functools import partial

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class ScoreNorm(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=6)

    def _norm(self, F, s, eps=1e-5):
        top = float(F.max(F.abs(s)).asnumpy()[0])
        return s / (top + eps)

    def hybrid_forward(self, F, x):
        norm = partial(self._norm, F, eps=1e-3)
        return norm(self.fc(x))


Net = ScoreNorm
