"""Lookup-table activation that finds the cell of the first input with `.asnumpy()` and a python `int` to slice the table."""
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
        centre = float(x.mean().asnumpy()[0])
        cell = min(max(int((centre - self.lo) / self.step), 0), self.size - 2)
        v = F.slice_axis(values, axis=0, begin=cell, end=cell + 2)
        return F.broadcast_add(F.broadcast_mul(x, F.slice_axis(v, axis=0, begin=1, end=2)),
                               F.slice_axis(v, axis=0, begin=0, end=1))


Net = LUTActivation
