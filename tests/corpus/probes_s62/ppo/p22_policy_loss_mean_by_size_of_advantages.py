"""PPO policy loss averaged by hand: `(surrogate).sum() / adv.size`, the number of samples read from the advantages tensor's `.size`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,), (4,)]


class SizeAveragedLoss(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=4, clip_eps=0.2, **kwargs):
        super(SizeAveragedLoss, self).__init__(**kwargs)
        self._eps = clip_eps
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def hybrid_forward(self, F, obs, old_logp, adv):
        logp = F.log_softmax(self.pi(obs), axis=-1).max(axis=-1)
        ratio = F.exp(logp - old_logp)
        surr = F.minimum(ratio * adv, F.clip(ratio, 1 - self._eps, 1 + self._eps) * adv)
        return -surr.sum() / adv.size


Net = SizeAveragedLoss
