"""PPO surrogate with the advantages reshaped to a column `adv.reshape((-1, 1))` and multiplied with the (N,) picked ratio by plain `*` (eagerly an (N, N) broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,), (4,), (4,)]


class ColumnAdvantageSurrogate(HybridBlock):
    def __init__(self, obs_dim=8, num_actions=3, **kwargs):
        super(ColumnAdvantageSurrogate, self).__init__(**kwargs)
        self._a = num_actions
        with self.name_scope():
            self.pi = nn.Dense(num_actions, in_units=obs_dim)

    def hybrid_forward(self, F, obs, act_raw, old_logp, adv):
        actions = F.floor((act_raw + 1) * 0.5 * (self._a - 1e-3))
        logp = F.pick(F.log_softmax(self.pi(obs), axis=-1), actions, axis=-1)
        ratio = F.exp(logp - old_logp)
        adv_col = adv.reshape((-1, 1))
        return -(ratio * adv_col).mean()


Net = ColumnAdvantageSurrogate
