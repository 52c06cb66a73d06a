"""ANP log-likelihood averaged over the targets split into per-point tensors: `F.split(..., num_outputs=T, axis=1, squeeze_axis=True)` over the configured count, the Gaussian log density of each summed in a python loop and divided by `len(points)` (a python list)."""
import math
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 1), (2, 4, 1)]


class PointwiseLogLik(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, num_targets=4, **kwargs):
        super(PointwiseLogLik, self).__init__(**kwargs)
        self._t = num_targets
        with self.name_scope():
            self.mean = nn.Dense(y_dim, flatten=False, in_units=x_dim)
            self.scale = nn.Dense(y_dim, flatten=False, in_units=x_dim, activation="softrelu")

    def hybrid_forward(self, F, x_target, y_target):
        mean, scale = self.mean(x_target), self.scale(x_target) + 0.1
        z = (y_target - mean) / scale
        logp = -0.5 * F.square(z) - F.log(scale) - 0.5 * math.log(2 * math.pi)
        points = F.split(logp, num_outputs=self._t, axis=1, squeeze_axis=True)
        total = points[0]
        for p in points[1:]:
            total = total + p
        return total / len(points)


Net = PointwiseLogLik
