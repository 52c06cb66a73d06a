"""PPO clipped surrogate: ratio `exp(logp - old_logp)`, `clip(ratio, 1 - eps, 1 + eps)` and `F.minimum` of the two surrogates, all (N,) vectors, plus a value loss on the squeezed (N,) value."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,), (4,), (4,), (4,)]


class ClippedSurrogate(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=4, clip_eps=0.2, vf_coef=0.5, **kwargs):
        super(ClippedSurrogate, self).__init__(**kwargs)
        self._a = num_actions
        self._eps = clip_eps
        self._vf = vf_coef
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)
            self.v = nn.Dense(1, in_units=obs_dim)

    def hybrid_forward(self, F, obs, act_raw, old_logp, adv, returns):
        actions = F.floor((act_raw + 1) * 0.5 * (self._a - 1e-3))
        logp = F.pick(F.log_softmax(self.pi(obs)), actions, axis=-1)
        ratio = F.exp(logp - old_logp)
        surr1 = ratio * adv
        surr2 = F.clip(ratio, 1.0 - self._eps, 1.0 + self._eps) * adv
        policy_loss = -F.minimum(surr1, surr2).mean()
        value = self.v(obs).reshape((-1,))
        value_loss = F.square(value - returns).mean()
        return policy_loss + self._vf * value_loss


Net = ClippedSurrogate
