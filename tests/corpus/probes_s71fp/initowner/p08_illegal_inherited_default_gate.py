"""Illegal look-alike: the base's gate width is a default parameter (1) the subclass (no __init__) keeps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class GatedBase(HybridBlock):
    def __init__(self, dim=4, gate=1, **kwargs):
        super().__init__(**kwargs)
        self.f = nn.Dense(dim, activation="tanh")
        self.gate = nn.Dense(gate, activation="sigmoid")

    def hybrid_forward(self, F, z):
        return z + F.broadcast_mul(self.f(z), self.gate(z))


class Net(GatedBase):
    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)
