"""Legal: the base reads the gate's width from **kwargs (default 1); the subclass (no __init__) is
built by a module factory that passes gate=4, and `Net` is that factory's class."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class GatedBase(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        gate = kwargs.pop("gate", 1)
        super().__init__(**kwargs)
        self.f = nn.Dense(dim, activation="tanh")
        self.gate = nn.Dense(gate, activation="sigmoid")

    def hybrid_forward(self, F, z):
        return z + F.broadcast_mul(self.f(z), self.gate(z))


class _Wide(GatedBase):
    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)


def Net():
    return _Wide(gate=4)
