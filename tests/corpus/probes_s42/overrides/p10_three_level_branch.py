"""Three levels: the middle class overrides a gate legally; the leaf overrides it with `if x.sum() > 0`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Gate(HybridBlock):
    def gate(self, F, x):
        return F.sigmoid(x)

    def hybrid_forward(self, F, x):
        return x * self.gate(F, x)


class HardGate(Gate):
    def gate(self, F, x):
        return F.hard_sigmoid(x)


class Net(HardGate):
    def gate(self, F, x):
        if x.sum() > 0:
            return F.ones_like(x)
        return F.zeros_like(x)
