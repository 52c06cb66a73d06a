"""Stochastic depth for the whole batch: the residual branch is skipped when a uniform draw falls under the death rate."""
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, units=5, death_rate=0.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._death_rate = death_rate
        with self.name_scope():
            self.branch = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        u = F.random.uniform(shape=(1,))
        if u < self._death_rate:
            return x
        return x + F.relu(self.branch(x))
