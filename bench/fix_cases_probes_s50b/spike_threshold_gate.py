"""Spiking gate: if any neuron crosses the threshold the layer emits the overshoot, otherwise it stays silent."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, threshold=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._threshold = threshold
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x):
        v = self.fc(x)
        if F.max(v) > self._threshold:
            out = F.relu(v - self._threshold)
        else:
            out = F.zeros_like(v)
        return out
