"""A highway layer: a gate mixes the transform with the carried input."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, gate_bias=-1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.transform = nn.Dense(units, in_units=units, activation='relu')
            self.gate = nn.Dense(units, in_units=units,
                                 bias_initializer=mx.init.Constant(gate_bias))

    def hybrid_forward(self, F, x):
        t = F.sigmoid(self.gate(x))
        carry = F.ones(x.shape) - t
        return self.transform(x) * t + x * carry
