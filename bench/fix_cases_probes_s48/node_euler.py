"""Neural ODE block: fixed-step Euler integration, the time fed to the dynamics as an extra column."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hidden=6, steps=3, t1=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        self._dt = t1 / steps
        with self.name_scope():
            self.f = nn.HybridSequential()
            self.f.add(nn.Dense(hidden, in_units=dim + 1, activation='tanh'),
                       nn.Dense(dim, in_units=hidden))

    def hybrid_forward(self, F, x):
        h = x
        for i in range(self._steps):
            t = F.ones((x.shape[0], 1)) * (i * self._dt)
            h += self._dt * self.f(F.concat(h, t, dim=1))
        return h
