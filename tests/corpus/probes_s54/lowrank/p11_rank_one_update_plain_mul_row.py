"""Rank-one residual update `x + dot(x, u) * v`: the (N, 1) projection times the (D,) row Parameter with a plain `*`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class RankOneUpdate(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.u = self.params.get("u", shape=(dim, 1), init=init.Normal(0.1))
            self.v = self.params.get("v", shape=(dim,), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, u, v):
        return x + F.dot(x, u) * v


Net = RankOneUpdate
