"""SAC log-probability with both terms summed with `keepdims=True`: the head split by the method form `self.head(h).split(num_outputs=2, axis=-1)`, the Gaussian and tanh-correction terms each (N, 1), subtracted by plain `-` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class KeepdimsLogProb(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, **kwargs):
        super(KeepdimsLogProb, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(2 * act_dim, in_units=obs_dim)

    def hybrid_forward(self, F, obs, eps):
        mu, log_std = self.head(obs).split(num_outputs=2, axis=-1)
        log_std = F.clip(log_std, -20, 2)
        u = mu + F.exp(log_std) * eps
        gauss = (-0.5 * F.square(eps) - log_std).sum(axis=-1, keepdims=True)
        corr = F.log(1 - F.square(F.tanh(u)) + 1e-6).sum(axis=-1, keepdims=True)
        return F.tanh(u), gauss - corr


Net = KeepdimsLogProb
