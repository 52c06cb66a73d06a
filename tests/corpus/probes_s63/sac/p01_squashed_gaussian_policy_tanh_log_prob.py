"""SAC squashed Gaussian policy: a ReLU trunk with mean and log-std heads, `F.clip(log_std, -20, 2)`, the reparameterised sample `mu + exp(log_std) * eps` with the noise passed in, `tanh` squashing and the log-probability corrected by `log(1 - tanh(u)**2 + 1e-6)` summed over the action axis."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class SquashedGaussianPolicy(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, hidden=8, **kwargs):
        super(SquashedGaussianPolicy, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, in_units=obs_dim, activation="relu")
            self.mu = nn.Dense(act_dim, in_units=hidden)
            self.log_std = nn.Dense(act_dim, in_units=hidden)

    def hybrid_forward(self, F, obs, eps):
        h = self.trunk(obs)
        mu, log_std = self.mu(h), F.clip(self.log_std(h), -20, 2)
        u = mu + F.exp(log_std) * eps
        a = F.tanh(u)
        logp = (-0.5 * F.square(eps) - log_std - 0.5 * math.log(2 * math.pi)).sum(axis=-1)
        logp = logp - F.log(1 - F.square(a) + 1e-6).sum(axis=-1)
        return a, logp


Net = SquashedGaussianPolicy
