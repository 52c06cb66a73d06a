"""Leaky integrate-and-fire layer unrolled over time: the membrane decays, integrates the input current, and resets where it spiked."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, units=5, decay=0.8, threshold=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        self._decay = decay
        self._threshold = threshold
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=3)

    def hybrid_forward(self, F, x):
        v = F.zeros((x.shape[0], self._units))
        spikes = []
        for t in range(x.shape[1]):
            v = v * self._decay + self.fc(x[:, t])
            s = v > self._threshold
            v = v * (1 - s)
            spikes.append(s)
        return F.stack(*spikes, axis=1)
