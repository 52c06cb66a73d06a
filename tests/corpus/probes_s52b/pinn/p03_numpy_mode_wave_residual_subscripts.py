"""1-D wave equation residual in numpy mode, where basic slicing of symbols is legal: second differences in space and time by `u[:, 2:] - 2 * u[:, 1:-1] + u[:, :-2]` on three predicted time levels."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10), (2, 10), (2, 10)]


class Net(HybridBlock):
    def __init__(self, n=10, dt=0.05, speed=1.0, **kwargs):
        super().__init__(**kwargs)
        self.dx, self.dt, self.c2 = 1.0 / (n - 1), dt, speed ** 2
        with self.name_scope():
            self.field = nn.Dense(n, activation="tanh")

    def hybrid_forward(self, F, u_prev, u_now, u_next):
        a, b, c = self.field(u_prev), self.field(u_now), self.field(u_next)
        u_tt = (c[:, 1:-1] - 2 * b[:, 1:-1] + a[:, 1:-1]) / self.dt ** 2
        u_xx = (b[:, 2:] - 2 * b[:, 1:-1] + b[:, :-2]) / self.dx ** 2
        return F.np.mean((u_tt - self.c2 * u_xx) ** 2, axis=1)
