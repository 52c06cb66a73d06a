"""Illegal look-alike: the subclass (no __init__) holds its base's Dense(1) gate; `f(z) * gate(z)` by `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class GatedBase(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.f = nn.Dense(dim, activation="tanh")
        self.gate = nn.Dense(1, activation="sigmoid")

    def hybrid_forward(self, F, z):
        return z + F.broadcast_mul(self.f(z), self.gate(z))


class Net(GatedBase):
    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)
