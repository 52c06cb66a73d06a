"""Policy-gradient log-probabilities of the taken actions with F.pick, entropy bonus from the same log_softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class Net(HybridBlock):
    def __init__(self, num_actions=6, entropy_coef=0.01, **kwargs):
        super().__init__(**kwargs)
        self._num_actions = num_actions
        self._entropy_coef = entropy_coef
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, action_noise):
        actions = F.floor((action_noise + 1) / 2 * (self._num_actions - 1e-3))
        log_probs = F.log_softmax(self.policy(obs), axis=-1)
        taken = F.pick(log_probs, actions, axis=-1)
        entropy = -F.sum(F.exp(log_probs) * log_probs, axis=-1)
        return -(taken + self._entropy_coef * entropy).mean()
