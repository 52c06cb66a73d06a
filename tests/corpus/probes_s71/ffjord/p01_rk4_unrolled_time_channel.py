"""Neural ODE block (torchdiffeq port): a fixed-step RK4 unrolled over a python number of steps,
`dt = (t1 - t0) / steps` from the constructor, the ODE function concatenating time as a channel made by
`F.ones_like(slice_axis(x, axis=1, begin=0, end=1)) * t`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class ConcatConvODEFunc(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x, t=0.0):
        tt = F.ones_like(F.slice_axis(x, axis=1, begin=0, end=1)) * t
        h = F.tanh(self.conv1(F.concat(tt, x, dim=1)))
        return self.conv2(F.concat(tt, h, dim=1))


class RK4Block(HybridBlock):
    def __init__(self, channels=3, t0=0.0, t1=1.0, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.t0, self.steps = t0, steps
        self.dt = (t1 - t0) / steps
        with self.name_scope():
            self.func = ConcatConvODEFunc(channels)

    def hybrid_forward(self, F, x):
        t, dt = self.t0, self.dt
        for _ in range(self.steps):
            k1 = self.func(x, t)
            k2 = self.func(x + dt / 2 * k1, t + dt / 2)
            k3 = self.func(x + dt / 2 * k2, t + dt / 2)
            k4 = self.func(x + dt * k3, t + dt)
            x = x + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
            t += dt
        return x


Net = RK4Block
