"""SAC log-probability ported from PyTorch with mixed ranks: the Gaussian term summed with `keepdims=True` ((N, 1)) minus the tanh correction summed without ((N,)) by plain `-` (eagerly an (N, N) broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class MixedRankLogProb(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, **kwargs):
        super(MixedRankLogProb, self).__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(act_dim, in_units=obs_dim)
            self.log_std = nn.Dense(act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        log_std = F.clip(self.log_std(obs), -20, 2)
        u = self.mu(obs) + F.exp(log_std) * eps
        gauss = (-0.5 * F.square(eps) - log_std).sum(axis=-1, keepdims=True)
        corr = F.log(1 - F.square(F.tanh(u)) + 1e-6).sum(axis=-1)
        return gauss - corr


Net = MixedRankLogProb
