"""ODE block choosing its solver by a constructor string (`if self.method == 'rk4'` / `'midpoint'` /
Euler), solver steps as methods taking F, `F.clip` of the final state."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class SolverChoice(HybridBlock):
    def __init__(self, dim=4, method="rk4", steps=2, **kwargs):
        super().__init__(**kwargs)
        self.method, self.steps = method, steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh")

    def rk4(self, F, z, dt):
        k1 = self.f(z)
        k2 = self.f(z + 0.5 * dt * k1)
        k3 = self.f(z + 0.5 * dt * k2)
        k4 = self.f(z + dt * k3)
        return z + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)

    def hybrid_forward(self, F, z):
        dt = 1.0 / self.steps
        for _ in range(self.steps):
            if self.method == "rk4":
                z = self.rk4(F, z, dt)
            elif self.method == "midpoint":
                z = z + dt * self.f(z + 0.5 * dt * self.f(z))
            else:
                z = z + dt * self.f(z)
        return F.clip(z, -10, 10)


Net = SolverChoice
