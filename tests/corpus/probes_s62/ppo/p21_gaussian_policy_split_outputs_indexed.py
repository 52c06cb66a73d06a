"""Continuous-action PPO: one Dense of 2 * A units split by `F.split(num_outputs=2, axis=-1)` into mean and log-std read as `parts[0]`, `parts[1]`; the diagonal Gaussian log-probability of the taken actions summed over the action axis (all (N, A))."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 3)]


class GaussianPolicy(HybridBlock):
    def __init__(self, obs_dim=8, act_dim=3, **kwargs):
        super(GaussianPolicy, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Dense(16, in_units=obs_dim, activation="tanh")
            self.out = nn.Dense(2 * act_dim, in_units=16)

    def hybrid_forward(self, F, obs, actions):
        parts = F.split(self.out(self.body(obs)), num_outputs=2, axis=-1)
        mu, log_std = parts[0], F.clip(parts[1], -5, 2)
        z = (actions - mu) / F.exp(log_std)
        logp = (-0.5 * F.square(z) - log_std - 0.5 * math.log(2 * math.pi)).sum(axis=-1)
        entropy = (log_std + 0.5 * (1 + math.log(2 * math.pi))).sum(axis=-1)
        return logp, entropy


Net = GaussianPolicy
