"""Legal: the base's __init__ sizes its gate by a class attribute (`self.GATE`) the subclass (no
__init__ of its own) sets to the width of `f`; `f(z) * gate(z)` is (B, 4) by (B, 4)."""
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
    GATE = 4

    def hybrid_forward(self, F, z):
        return z + self.f(z) * self.gate(z)
