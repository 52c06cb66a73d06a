"""Neural ODE block integrated with explicit Euler: one vector-field block shared by every step, step size `h = (t1 - t0) / steps` a python float from constructor arguments, `x = x + h * f(x)` in a python loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class ODEFunc(HybridBlock):
    def __init__(self, dim=6, hidden=12, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(hidden, activation="tanh", in_units=dim), nn.Dense(dim, in_units=hidden))

    def hybrid_forward(self, F, x):
        return self.net(x)


class Net(HybridBlock):
    def __init__(self, dim=6, t0=0.0, t1=1.0, steps=5, **kwargs):
        super().__init__(**kwargs)
        self.h = (t1 - t0) / steps
        self.steps = steps
        with self.name_scope():
            self.func = ODEFunc(dim)

    def hybrid_forward(self, F, x):
        for _ in range(self.steps):
            x = x + self.h * self.func(x)
        return x
