"""Gated linear unit over the last axis: one half gates the other."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, in_units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._half = units
        with self.name_scope():
            self.proj = nn.Dense(2 * units, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        value, gate = x[..., :self._half], x[..., self._half:]
        return value * F.sigmoid(gate)
