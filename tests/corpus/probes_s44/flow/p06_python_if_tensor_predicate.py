"""The same branch written as a python `if` on `F.mean(x) > 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        y = self.fc(x)
        if F.mean(x) > 0:
            return y + x
        return y - x
