"""Spiking layer with a global reset: membrane integrated in place each step, reset everywhere when any neuron spiked."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=3, threshold=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        self._threshold = threshold
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=4)

    def hybrid_forward(self, F, x):
        v = F.zeros((x.shape[0], self._units))
        total = F.zeros((x.shape[0], self._units))
        for t in range(x.shape[1]):
            v = v + self.fc(x[:, t])
            if (v > self._threshold).sum() > 0:
                v = v * (v <= self._threshold)
            total = total + v
        return total
