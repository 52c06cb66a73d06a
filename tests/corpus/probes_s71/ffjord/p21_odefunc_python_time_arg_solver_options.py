"""ODE block calling its function block with the time as a python float argument (`self.func(x, t)`,
the child's `hybrid_forward(self, F, x, t=0.0)`), solver options from `**solver_options`
(`steps`, `t1`), time as a channel by `ones_like` of a slice times t."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class ODEFunc(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x, t=0.0):
        tt = F.ones_like(x.slice_axis(axis=1, begin=0, end=1)) * t
        return F.tanh(self.conv(F.concat(x, tt, dim=1)))


class ODEBlock(HybridBlock):
    def __init__(self, channels=3, **solver_options):
        super().__init__()
        self.steps = solver_options.get("steps", 3)
        self.t1 = solver_options.get("t1", 1.0)
        with self.name_scope():
            self.func = ODEFunc(channels)

    def hybrid_forward(self, F, x):
        dt = self.t1 / self.steps
        for i in range(self.steps):
            t = i * dt
            x = x + dt * self.func(x + dt / 2 * self.func(x, t), t + dt / 2)
        return x


Net = ODEBlock
