"""attack (child Parameter operand, HYB024): a child's weight shape read as numbers, multiplied into the
features: `w.shape[0]` is an int."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(4, in_units=3)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        units = self.fc.weight.data().shape[0]
        return h.reshape((x.shape[0], -1)) / units
