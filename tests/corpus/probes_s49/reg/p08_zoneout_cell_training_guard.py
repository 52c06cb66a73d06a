"""Zoneout on an Elman-style recurrent cell: while training each unit keeps its previous state where a `uniform_like` draw is below the rate (`F.where`); at inference the expected mix `p * h + (1 - p) * h_new`; the cell is unrolled from the given state over a python number of steps with `F.split(..., squeeze_axis=True)`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5), (2, 6)]


class ZoneoutCell(HybridBlock):
    def __init__(self, hidden=6, in_units=5, zoneout=0.2, **kwargs):
        super().__init__(**kwargs)
        self.p = zoneout
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=in_units)
            self.h2h = nn.Dense(hidden, use_bias=False, in_units=hidden)

    def hybrid_forward(self, F, x, h):
        h_new = F.tanh(self.i2h(x) + self.h2h(h))
        if autograd.is_training():
            keep = F.random.uniform_like(h) < self.p
            return F.where(keep, h, h_new)
        return self.p * h + (1 - self.p) * h_new


class Net(HybridBlock):
    def __init__(self, steps=3, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.hidden = steps, hidden
        with self.name_scope():
            self.cell = ZoneoutCell(hidden)

    def hybrid_forward(self, F, seq, h):
        xs = F.split(seq, num_outputs=self.steps, axis=1, squeeze_axis=True)
        for x in xs:
            h = self.cell(x, h)
        return h
