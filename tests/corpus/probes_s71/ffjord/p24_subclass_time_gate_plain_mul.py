"""ODE block whose subclass overrides `dynamics(self, F, z, t)` with a time gate: `self.f(z) *
self.gate(tt)`, the (B, D) field times the (B, 1) output of a `Dense(1)` on the time column."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class ODEBlock(HybridBlock):
    def __init__(self, dim=4, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")
            self.gate = nn.Dense(1, activation="sigmoid")

    def dynamics(self, F, z, t):
        return self.f(z)

    def hybrid_forward(self, F, z):
        dt = 1.0 / self.steps
        for i in range(self.steps):
            z = z + dt * self.dynamics(F, z, i * dt)
        return z


class GatedODEBlock(ODEBlock):
    def dynamics(self, F, z, t):
        tt = F.ones_like(z.slice_axis(axis=1, begin=0, end=1)) * t
        return self.f(z) * self.gate(tt)


Net = GatedODEBlock
