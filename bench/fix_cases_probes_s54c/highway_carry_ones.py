"""Highway layer: transform gate T, carry gate written as ones of the input's shape minus T."""
from mxnet.gluon import nn


INPUTS = [(3, 16)]


class Net(nn.HybridBlock):
    def __init__(self, units=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=units, activation='relu')
            self.gate = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        t = F.sigmoid(self.gate(x))
        carry = F.ones(x.shape) - t
        return self.proj(x) * t + x * carry
