"""Unrolled recurrence over `range(seq.shape[1])` with slice_axis for each step."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = nn.Dense(units, in_units=2 * units)

    def hybrid_forward(self, F, seq):
        h = F.zeros_like(F.slice_axis(seq, axis=1, begin=0, end=1).reshape((0, -1)))
        for t in range(seq.shape[1]):
            x_t = F.slice_axis(seq, axis=1, begin=t, end=t + 1).reshape((0, -1))
            h = F.tanh(self.cell(F.concat(x_t, h, dim=1)))
        return h
