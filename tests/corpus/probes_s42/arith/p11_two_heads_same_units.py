"""Two Dense heads with the same units summed, then a tensor times a sigmoid of itself."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.a = nn.Dense(4, in_units=5)
            self.b = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        y = self.a(x) + self.b(x)
        return y * F.sigmoid(y)
