"""Illegal look-alike: the base's class attribute gate width (1) is inherited unchanged; `f(z) * gate(z)`
is (B, 4) by (B, 1) under a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class GatedBase(HybridBlock):
    GATE = 1

    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.f = nn.Dense(dim, activation="tanh")
        self.gate = nn.Dense(self.GATE, activation="sigmoid")

    def hybrid_forward(self, F, z):
        return z + F.broadcast_mul(self.f(z), self.gate(z))


class Net(GatedBase):
    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)
