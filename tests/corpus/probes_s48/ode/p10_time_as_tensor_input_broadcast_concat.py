"""Field evaluated at a time given as a (N, 1) tensor input: the time channel concatenated directly, `t` advanced by a python step with `t + h` on the tensor, Euler steps in a python loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4), (3, 1)]


class Net(HybridBlock):
    def __init__(self, dim=4, steps=3, h=0.25, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.h = steps, h
        with self.name_scope():
            self.f = nn.Dense(dim, activation="tanh", in_units=dim + 1)

    def hybrid_forward(self, F, x, t):
        for _ in range(self.steps):
            x = x + self.h * self.f(F.concat(x, t, dim=1))
            t = t + self.h
        return x, t
