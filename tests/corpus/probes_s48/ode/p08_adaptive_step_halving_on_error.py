"""Adaptive Euler/Heun integrator: the local error estimate `F.max(F.abs(heun - euler))` compared against a tolerance in a python `if` that halves the step size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, dim=4, t_end=1.0, tol=1e-2, max_steps=8, **kwargs):
        super().__init__(**kwargs)
        self.t_end, self.tol, self.max_steps = t_end, tol, max_steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, x):
        t, h = 0.0, self.t_end / 2
        for _ in range(self.max_steps):
            if t >= self.t_end:
                break
            k1 = self.f(x)
            euler = x + h * k1
            heun = x + 0.5 * h * (k1 + self.f(euler))
            if F.max(F.abs(heun - euler)) > self.tol:
                h = h / 2
                continue
            x, t = heun, t + h
        return x
