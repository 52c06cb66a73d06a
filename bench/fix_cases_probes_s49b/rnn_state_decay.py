"""Leaky integrator cell: the state decays and takes the input's contribution in place each step."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, steps=4, leak=0.7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        self._leak = leak
        with self.name_scope():
            self.inp = nn.Dense(hidden, in_units=3)

    def hybrid_forward(self, F, x):
        state = F.zeros_like(self.inp(F.slice_axis(x, axis=1, begin=0, end=1).reshape((0, -1))))
        states = []
        for t in range(self._steps):
            state *= self._leak
            state += self.inp(F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1)))
            states.append(state)
        return F.stack(*states, axis=1)
