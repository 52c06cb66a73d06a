"""A stack of residual units accumulated in place onto the stem's output."""
from mxnet.gluon import nn

INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, depth=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Dense(units, in_units=units)
            self.units = nn.HybridSequential()
            for _ in range(depth):
                self.units.add(nn.Dense(units, in_units=units, activation='tanh'))

    def hybrid_forward(self, F, x):
        out = self.stem(x)
        for unit in self.units:
            out += unit(out)
        return out
