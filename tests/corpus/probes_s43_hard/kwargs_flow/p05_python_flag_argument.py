"""A child takes a python bool as its second input at both call sites and branches on it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Branch(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4)

    def hybrid_forward(self, F, x, residual):
        y = F.relu(self.fc(x))
        if residual:
            y = y + x
        return y


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.first = Branch()
        self.second = Branch()

    def hybrid_forward(self, F, x):
        return self.second(self.first(x, True), False)
