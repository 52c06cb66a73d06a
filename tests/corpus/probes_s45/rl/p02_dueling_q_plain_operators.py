"""Dueling DQN head written as `value + adv - adv.mean(axis=1, keepdims=True)` with python operators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, num_actions=5, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="relu", in_units=10)
            self.value = nn.Dense(1, in_units=hidden)
            self.advantage = nn.Dense(num_actions, in_units=hidden)

    def hybrid_forward(self, F, obs):
        h = self.trunk(obs)
        value, adv = self.value(h), self.advantage(h)
        return value + adv - adv.mean(axis=1, keepdims=True)
