"""Highway layer with the transform gate's bias pushed towards carry by a constant array, the output accumulated with +=."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=units, activation='tanh')
            self.gate = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        t = F.sigmoid(self.gate(x) + nd.array([-2.0]))
        out = self.proj(x) * t
        out += x * (1 - t)
        return out
