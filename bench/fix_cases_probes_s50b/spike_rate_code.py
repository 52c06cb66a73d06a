"""Rate coding: the spike train of every second time step is summed and divided by the number of steps read from the input."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, threshold=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._threshold = threshold

    def hybrid_forward(self, F, x):
        sub = x[:, ::2]
        spikes = sub > self._threshold
        return spikes.sum(axis=1) / sub.shape[1]
