"""SAC log-prob correction in the numerically stable form of Spinning Up: `2 * (log(2) - u - softplus(-2 u))` summed over actions, softplus as `Activation(act_type="softrelu")`, the Gaussian term from `F.square(eps)` and the clipped log-std."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class StableLogProb(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=3, log_std_min=-5.0, log_std_max=2.0, **kwargs):
        super(StableLogProb, self).__init__(**kwargs)
        self._lo, self._hi = log_std_min, log_std_max
        with self.name_scope():
            self.head = nn.Dense(2 * act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        mu, log_std = F.split(self.head(obs), num_outputs=2, axis=-1)
        log_std = self._lo + 0.5 * (self._hi - self._lo) * (F.tanh(log_std) + 1)
        u = mu + F.exp(log_std) * eps
        logp = F.sum(-0.5 * F.square(eps) - log_std - 0.5 * math.log(2 * math.pi), axis=-1)
        corr = 2 * (math.log(2) - u - F.Activation(-2 * u, act_type="softrelu"))
        return F.tanh(u), logp - corr.sum(axis=-1)


Net = StableLogProb
