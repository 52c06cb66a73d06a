"""Two Dense(8) branches added with `+`: equal shapes by their declarations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(units, in_units=5)
            self.value = nn.Dense(units, in_units=5)

    def hybrid_forward(self, F, x):
        return F.sigmoid(self.gate(x)) * self.value(x) + self.value(x)
