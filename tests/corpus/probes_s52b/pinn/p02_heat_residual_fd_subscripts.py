"""1-D heat equation residual with the second difference written as in numpy, `(u[:, 2:] - 2 * u[:, 1:-1] + u[:, :-2]) / dx ** 2`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10), (2, 10)]


class Net(HybridBlock):
    def __init__(self, n=10, dt=0.01, kappa=0.1, **kwargs):
        super().__init__(**kwargs)
        self.dx, self.dt, self.kappa = 1.0 / (n - 1), dt, kappa
        with self.name_scope():
            self.field = nn.Dense(n, activation="tanh")

    def hybrid_forward(self, F, u_now, u_next):
        p, q = self.field(u_now), self.field(u_next)
        u_xx = (p[:, 2:] - 2 * p[:, 1:-1] + p[:, :-2]) / self.dx ** 2
        u_t = (q[:, 1:-1] - p[:, 1:-1]) / self.dt
        return F.mean(F.square(u_t - self.kappa * u_xx), axis=1)
