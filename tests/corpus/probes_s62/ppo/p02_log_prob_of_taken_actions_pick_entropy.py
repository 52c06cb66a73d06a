"""PPO policy evaluation: log-probability of the taken actions by `F.pick` on the log-softmax (the actions come in as a float vector mapped onto the action ids) and the categorical entropy `-(p * log p).sum(-1)` on equal (N, A) shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,)]


class EvaluateActions(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=5, **kwargs):
        super(EvaluateActions, self).__init__(**kwargs)
        self._a = num_actions
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def hybrid_forward(self, F, obs, act_raw):
        actions = F.floor((act_raw + 1) * 0.5 * (self._a - 1e-3))
        logp_all = F.log_softmax(self.pi(obs), axis=-1)
        logp = F.pick(logp_all, actions, axis=-1)
        entropy = -(F.exp(logp_all) * logp_all).sum(axis=-1)
        return logp, entropy


Net = EvaluateActions
