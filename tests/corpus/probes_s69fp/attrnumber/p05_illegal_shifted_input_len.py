"""Illegal: an input shifted and scaled by a number attribute into `F.floor` (so it is an array), then
its `len` (1 hybridized)."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 4), (12,)]


class Net(HybridBlock):
    def __init__(self, n=6, **kwargs):
        super().__init__(**kwargs)
        self.n = n

    def hybrid_forward(self, F, x, ids):
        pos = F.clip(F.floor((ids + 1) * 0.5 * self.n), 0, self.n - 1)
        return F.sum(F.take(x, pos), axis=0) / len(ids)
