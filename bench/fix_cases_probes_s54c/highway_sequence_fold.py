"""Character-CNN highway stack over a sequence: time folded into the batch by reshape from the input's shape, unfolded after."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 12)]


class Net(nn.HybridBlock):
    def __init__(self, units=12, layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.HybridSequential()
            self.gates = nn.HybridSequential()
            for _ in range(layers):
                self.proj.add(nn.Dense(units, in_units=units, activation='relu'))
                self.gates.add(nn.Dense(units, in_units=units, activation='sigmoid'))

    def hybrid_forward(self, F, x):
        b, t, d = x.shape
        h = x.reshape((b * t, d))
        for proj, gate in zip(self.proj, self.gates):
            g = gate(h)
            h = g * proj(h) + (1 - g) * h
        return h.reshape((b, t, d))
