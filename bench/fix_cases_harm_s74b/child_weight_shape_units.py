"""A Dense child's weight shape (declared) picks the reshape's groups."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(8, in_units=3)

    def hybrid_forward(self, F, x):
        units, in_units = self.fc.weight.shape
        y = self.fc(x)
        return y.reshape((-1, units // 4, 4)).sum(axis=1) * in_units
