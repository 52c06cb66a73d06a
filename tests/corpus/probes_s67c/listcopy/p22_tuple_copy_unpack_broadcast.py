"""Levels copied with `tuple(...)` and unpacked; the two are combined with `F.broadcast_add` (legal)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Pair(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Dense(4, in_units=6)
            self.c2 = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, x):
        feats = [self.c1(x), self.c2(x)]
        a, b = tuple(feats)
        return F.broadcast_add(a, b)


Net = Pair
