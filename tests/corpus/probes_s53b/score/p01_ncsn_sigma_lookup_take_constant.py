"""Noise-conditional score net: the noise level index turned into integers by `floor`, sigmas a geometric `params.get_constant`, `F.take` for the per-sample sigma, the MLP output divided by it through `broadcast_div` on a `(-1, 1)` reshape."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4,)]


class NCSN(HybridBlock):
    def __init__(self, dim=6, num_levels=5, **kwargs):
        super().__init__(**kwargs)
        self.num_levels = num_levels
        with self.name_scope():
            self.sigmas = self.params.get_constant("sigmas", np.geomspace(1.0, 0.01, num_levels))
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(16, activation="softrelu"), nn.Dense(dim))

    def hybrid_forward(self, F, x, level, sigmas):
        idx = F.floor((level + 1) * 0.5 * (self.num_levels - 1))
        sigma = F.take(sigmas, idx).reshape((-1, 1))
        return F.broadcast_div(self.net(x), sigma)


Net = NCSN
