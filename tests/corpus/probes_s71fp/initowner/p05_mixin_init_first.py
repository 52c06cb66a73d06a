"""Legal: the subclass (no __init__) lists a mixin whose __init__ comes first in the MRO and sets
the gate to the width of `f` after the base built it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class GatedBase(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.f = nn.Dense(dim, activation="tanh")
        self.gate = nn.Dense(1, activation="sigmoid")

    def hybrid_forward(self, F, z):
        return z + F.broadcast_mul(self.f(z), self.gate(z))


class WideGate(GatedBase):
    def __init__(self, dim=4, **kwargs):
        super().__init__(dim, **kwargs)
        self.gate = nn.Dense(dim, activation="sigmoid")


class Net(WideGate):
    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)
