"""Sampling head with F.sample_normal shaped from its mu/sigma inputs (degenerate sigma keeps it exact)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, horizon=3, num_samples=4, in_units=5, **kwargs):
        super().__init__(**kwargs)
        self._num_samples = num_samples
        with self.name_scope():
            self.loc = nn.Dense(horizon, in_units=in_units)

    def hybrid_forward(self, F, x):
        mu = self.loc(x)
        sigma = F.zeros_like(mu)           # point forecast mode: no spread
        draws = F.sample_normal(mu, sigma, shape=self._num_samples)    # B, H, S
        return F.mean(draws, axis=-1)
