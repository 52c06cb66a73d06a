"""Dueling Q head: the state value plus advantages centred on their mean."""
from mxnet.gluon import nn


INPUTS = [(4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=8, actions=3, hidden=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Dense(hidden, activation='relu', in_units=in_units)
            self.value = nn.Dense(1, in_units=hidden)
            self.adv = nn.Dense(actions, in_units=hidden)

    def hybrid_forward(self, F, obs):
        h = self.body(obs)
        adv = self.adv(h)
        return self.value(h) + adv - adv.mean(axis=1, keepdims=True)
