"""Mixture density expectation: component means weighted by their mixing probabilities, summed in a loop."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, mixtures=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = mixtures
        with self.name_scope():
            self.pi = nn.Dense(mixtures, in_units=in_units)
            self.mu = nn.Dense(mixtures, in_units=in_units)

    def hybrid_forward(self, F, x):
        weights = F.split(F.softmax(self.pi(x)), num_outputs=self._k, axis=1)
        means = F.split(self.mu(x), num_outputs=self._k, axis=1)
        mean = F.zeros_like(means[0])
        for w, m in zip(weights, means):
            mean += w * m
        return mean
