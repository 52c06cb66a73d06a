"""Piecewise-linear lookup-table activation: the cell index by `floor` of the scaled input clipped to the table, both neighbours by `F.take` of the value Parameter, blended `(1 - w) * v0 + w * v1` on equal shapes."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class LUTActivation(HybridBlock):
    def __init__(self, size=9, lo=-1.0, hi=1.0, **kwargs):
        super().__init__(**kwargs)
        self.size, self.lo = size, lo
        self.step = (hi - lo) / (size - 1)
        with self.name_scope():
            self.values = self.params.get("values", shape=(size,), init="uniform")

    def hybrid_forward(self, F, x, values):
        pos = (F.clip(x, self.lo, self.lo + self.step * (self.size - 1)) - self.lo) / self.step
        idx = F.clip(F.floor(pos), 0, self.size - 2)
        w = pos - idx
        v0 = F.take(values, idx)
        v1 = F.take(values, idx + 1)
        return (1 - w) * v0 + w * v1


Net = LUTActivation
