"""Euler integrator written in place: `z += self.dt * self.f(z)` inside the unrolled loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class IaddEuler(HybridBlock):
    def __init__(self, dim=6, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.dt = steps, 1.0 / steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, x):
        z = F.identity(x)
        for _ in range(self.steps):
            z += self.dt * self.f(z)
        return z


Net = IaddEuler
