"""A child returns (features, gate); the parent unpacks the pair and combines both."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class GatedUnit(HybridBlock):
    def __init__(self):
        super().__init__()
        self.value = nn.Dense(5)
        self.gate = nn.Dense(5)

    def hybrid_forward(self, F, x):
        return self.value(x), F.sigmoid(self.gate(x))


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.unit = GatedUnit()

    def hybrid_forward(self, F, x):
        feat, gate = self.unit(x)
        return feat * gate + feat
