"""NCSN's reference idiom: `used_sigmas = sigmas.reshape((x.shape[0],) + (1,) * (len(x.shape) - 1))`, the score output divided by it."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 3, 3), (4,)]


class CondScoreNet(HybridBlock):
    def __init__(self, num_levels=5, **kwargs):
        super().__init__(**kwargs)
        self.num_levels = num_levels
        with self.name_scope():
            self.sigmas = self.params.get_constant("sigmas", np.geomspace(1.0, 0.01, num_levels))
            self.conv = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, x, level, sigmas):
        idx = F.floor((level + 1) * 0.5 * (self.num_levels - 1))
        used_sigmas = F.take(sigmas, idx).reshape((x.shape[0],) + (1,) * (len(x.shape) - 1))
        return F.broadcast_div(self.conv(x), used_sigmas)


Net = CondScoreNet
