"""Recurrent highway cell whose initial state is `F.zeros((len(x), self.units))` -- the batch size by `len()` of the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class HighwayCell(HybridBlock):
    def __init__(self, units=5, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.h = nn.Dense(units, activation="tanh")
            self.t = nn.Dense(units, activation="sigmoid")

    def hybrid_forward(self, F, x):
        s = F.zeros((len(x), self.units))
        for _ in range(2):
            inp = F.concat(x, s, dim=-1)
            t = self.t(inp)
            s = t * self.h(inp) + (1 - t) * s
        return s


Net = HighwayCell
