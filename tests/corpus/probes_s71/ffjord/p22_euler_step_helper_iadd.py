"""Euler step in a module helper without F, `euler_step(f, z, dt)` doing `z += dt * f(z)` and returning
z, called in the unrolled loop on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


def euler_step(f, z, dt):
    z += dt * f(z)
    return z


class HelperEuler(HybridBlock):
    def __init__(self, dim=4, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, z):
        z = F.identity(z)
        for _ in range(self.steps):
            z = euler_step(self.f, z, 1.0 / self.steps)
        return z


Net = HelperEuler
