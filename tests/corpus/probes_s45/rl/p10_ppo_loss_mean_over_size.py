"""PPO surrogate averaged by dividing the summed loss by `surrogate.size`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,), (4,), (4,)]


class Net(HybridBlock):
    def __init__(self, clip_eps=0.2, num_actions=6, **kwargs):
        super().__init__(**kwargs)
        self._eps = clip_eps
        self._num_actions = num_actions
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, action_noise, old_logp, advantage):
        actions = F.floor((action_noise + 1) / 2 * (self._num_actions - 1e-3))
        logp = F.pick(F.log_softmax(self.policy(obs), axis=-1), actions, axis=-1)
        ratio = F.exp(logp - old_logp)
        surrogate = F.minimum(ratio * advantage, ratio.clip(1 - self._eps, 1 + self._eps) * advantage)
        return -F.sum(surrogate) / surrogate.size
