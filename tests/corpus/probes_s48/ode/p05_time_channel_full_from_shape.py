"""Time-dependent field that builds its time channel with `F.full((x.shape[0], 1), t)` for a python float `t`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self, dim=4, steps=3, t_end=1.0, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.h = steps, t_end / steps
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh", in_units=dim + 1)

    def hybrid_forward(self, F, x):
        t = 0.0
        for _ in range(self.steps):
            tt = F.full((x.shape[0], 1), t)
            x = x + self.h * self.f(F.concat(x, tt, dim=1))
            t += self.h
        return x
