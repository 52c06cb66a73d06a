"""Recurrent highway network unrolled over the outputs of `F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True)`, iterated by `range(len(steps))` (a split's output count)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class RecurrentHighway(HybridBlock):
    def __init__(self, steps=4, units=5, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.h = nn.Dense(units, activation="tanh")
            self.t = nn.Dense(units, activation="sigmoid")

    def hybrid_forward(self, F, x):
        steps = F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True)
        s = F.zeros_like(steps[0])
        outs = []
        for i in range(len(steps)):
            inp = F.concat(steps[i], s, dim=-1)
            t = self.t(inp)
            s = t * self.h(inp) + (1 - t) * s
            outs.append(s)
        return F.stack(*outs, axis=1)


Net = RecurrentHighway
