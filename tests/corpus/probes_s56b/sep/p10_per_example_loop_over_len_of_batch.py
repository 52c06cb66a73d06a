"""Separator that normalises each mixture of the batch separately in a python loop `for b in range(len(mix))`, rows taken by `slice_axis` and joined by `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 16)]


class PerExampleNorm(HybridBlock):
    def __init__(self, length=16, **kwargs):
        super(PerExampleNorm, self).__init__(**kwargs)
        with self.name_scope():
            self.sep = nn.Dense(length, in_units=length)

    def hybrid_forward(self, F, mix):
        rows = []
        for b in range(len(mix)):
            row = F.slice_axis(mix, axis=0, begin=b, end=b + 1)
            rows.append(F.broadcast_div(row, F.max(F.abs(row), axis=-1, keepdims=True) + 1e-8))
        return self.sep(F.concat(*rows, dim=0))


Net = PerExampleNorm
