"""NCSN conditioning written for the graph: `F.take` of the sigma constant reshaped by `(-1, 1, 1, 1)`, the score divided by `broadcast_div`, the DSM target `-noise / sigma` with `broadcast_div` too."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 3, 3), (4, 2, 3, 3), (4,)]


class CondDSM(HybridBlock):
    def __init__(self, num_levels=5, **kwargs):
        super().__init__(**kwargs)
        self.num_levels = num_levels
        with self.name_scope():
            self.sigmas = self.params.get_constant("sigmas", np.geomspace(1.0, 0.01, num_levels))
            self.conv = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, x, noise, level, sigmas):
        idx = F.floor((level + 1) * 0.5 * (self.num_levels - 1))
        sigma = F.take(sigmas, idx).reshape((-1, 1, 1, 1))
        perturbed = x + F.broadcast_mul(noise, sigma)
        score = F.broadcast_div(self.conv(perturbed), sigma)
        target = -F.broadcast_div(noise, sigma)
        loss = F.sum(F.square(score - target), axis=(1, 2, 3)) * F.square(sigma.reshape((-1,)))
        return F.mean(0.5 * loss)


Net = CondDSM
