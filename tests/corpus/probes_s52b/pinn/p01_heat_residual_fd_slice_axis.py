"""1-D heat equation residual of a field network: the predicted u (B, N) on a uniform grid gets its second difference `(u[2:] - 2 u[1:-1] + u[:-2]) / dx**2` by `slice_axis`, the time derivative from two predictions, and the residual's mean square is returned with the prediction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10), (2, 10)]


class Net(HybridBlock):
    def __init__(self, n=10, length=1.0, dt=0.01, kappa=0.1, **kwargs):
        super().__init__(**kwargs)
        self.dx, self.dt, self.kappa = length / (n - 1), dt, kappa
        with self.name_scope():
            self.field = nn.Dense(n, activation="tanh")

    def second_difference(self, F, u):
        ahead = F.slice_axis(u, axis=1, begin=2, end=None)
        centre = F.slice_axis(u, axis=1, begin=1, end=-1)
        behind = F.slice_axis(u, axis=1, begin=0, end=-2)
        return (ahead - 2 * centre + behind) / self.dx ** 2

    def hybrid_forward(self, F, u_now, u_next):
        p_now, p_next = self.field(u_now), self.field(u_next)
        u_t = F.slice_axis((p_next - p_now) / self.dt, axis=1, begin=1, end=-1)
        residual = u_t - self.kappa * self.second_difference(F, p_now)
        return p_now, F.mean(F.square(residual), axis=1)
