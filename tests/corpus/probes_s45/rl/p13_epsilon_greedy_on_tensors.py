"""Epsilon-greedy action selection done on tensors: explore mask from given noise, F.where between random and greedy."""
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
        greedy = F.argmax(self.q(obs), axis=-1)
        random_action = F.floor((action_noise + 1) / 2 * (self._num_actions - 1e-3))
        explore = (explore_noise + 1) / 2 < self._epsilon
        return F.where(explore, random_action, greedy)
