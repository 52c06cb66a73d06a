"""The `_diff(*ts)` helper given two dense outputs of the same (B, C) shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


def _diff(*ts):
    return ts[0] - ts[1]


class StarDiffSame(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(4, in_units=5)
            self.b = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        return F.exp(_diff(self.a(x), self.b(x)))


Net = StarDiffSame
