"""Projections of any number of views summed by a helper `_sum(*zs)` as `sum(zs[1:], zs[0])`, all of one
shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6), (4, 6)]


def _sum(*zs):
    return sum(zs[1:], zs[0])


class StarSum(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, *views):
        return _sum(*[self.proj(v) for v in views])


Net = StarSum
