"""SAC actor that clips the log-std only when some value leaves the range: `if (log_std > self._hi).sum() > 0:` -- a tensor condition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class ConditionalClip(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, hi=0.1, **kwargs):
        super(ConditionalClip, self).__init__(**kwargs)
        self._hi = hi
        with self.name_scope():
            self.mu = nn.Dense(act_dim, in_units=obs_dim)
            self.log_std = nn.Dense(act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        log_std = self.log_std(obs)
        if (log_std > self._hi).sum() > 0:
            log_std = F.clip(log_std, -20, self._hi)
        return F.tanh(self.mu(obs) + F.exp(log_std) * eps)


Net = ConditionalClip
