"""Noise-conditional perturbation `x + sigma * noise` where `sigma` is the (N, 1) column picked by `F.take(...).reshape((-1, 1))` and `x`, `noise` are (N, D): the plain `*` broadcasts in NDArray, not on a legacy Symbol."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6), (4,)]


class NoisyScore(HybridBlock):
    def __init__(self, dim=6, num_levels=4, **kwargs):
        super().__init__(**kwargs)
        self.num_levels = num_levels
        with self.name_scope():
            self.sigmas = self.params.get_constant("sigmas", np.linspace(1.0, 0.1, num_levels))
            self.net = nn.Dense(dim)

    def hybrid_forward(self, F, x, noise, level, sigmas):
        idx = F.floor((level + 1) * 0.5 * (self.num_levels - 1))
        sigma = F.take(sigmas, idx).reshape((-1, 1))
        return self.net(x + sigma * noise)


Net = NoisyScore
