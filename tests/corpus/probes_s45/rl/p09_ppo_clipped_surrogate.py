"""PPO clipped surrogate loss with value loss: ratio = exp(new - old), min of unclipped/clipped, clip range on the block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,), (4,), (4,), (4,)]


class PPOLoss(HybridBlock):
    def __init__(self, clip_eps=0.2, value_coef=0.5, num_actions=6, **kwargs):
        super().__init__(**kwargs)
        self._eps = clip_eps
        self._value_coef = value_coef
        self._num_actions = num_actions
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)
            self.value = nn.Dense(1, in_units=10)

    def hybrid_forward(self, F, obs, action_noise, old_logp, advantage, returns):
        actions = F.floor((action_noise + 1) / 2 * (self._num_actions - 1e-3))
        logp = F.pick(F.log_softmax(self.policy(obs), axis=-1), actions, axis=-1)
        ratio = F.exp(logp - old_logp)
        surrogate = F.minimum(ratio * advantage, F.clip(ratio, 1 - self._eps, 1 + self._eps) * advantage)
        value_loss = F.square(F.reshape(self.value(obs), shape=(-1,)) - returns)
        return -F.mean(surrogate) + self._value_coef * F.mean(value_loss)


class Net(PPOLoss):
    pass
