"""Epsilon-greedy with a python `if` on the batch's mean noise to pick random or greedy actions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,), (4,)]


class Net(HybridBlock):
    def __init__(self, num_actions=6, epsilon=0.3, **kwargs):
        super().__init__(**kwargs)
        self._num_actions = num_actions
        self._epsilon = epsilon
        with self.name_scope():
            self.q = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, explore_noise, action_noise):
        if F.mean((explore_noise + 1) / 2) < self._epsilon:
            return F.floor((action_noise + 1) / 2 * (self._num_actions - 1e-3))
        return F.argmax(self.q(obs), axis=-1)
