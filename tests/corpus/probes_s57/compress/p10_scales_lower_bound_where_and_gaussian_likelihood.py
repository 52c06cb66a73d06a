"""Hyperprior Gaussian conditional: scales lower-bounded by `F.where(scales < bound, ones_like * bound, scales)` and the likelihood of the rounded latent by `erf` differences (half-integer python offsets)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 4, 4, 4)]


class GaussianConditional(HybridBlock):
    def __init__(self, scale_bound=0.11, **kwargs):
        super().__init__(**kwargs)
        self.scale_bound = scale_bound
        with self.name_scope():
            self.h_s = nn.Conv2D(4, 3, padding=1, in_channels=4)

    def _cdf(self, F, v):
        return 0.5 * (1 + F.erf(v / math.sqrt(2)))

    def hybrid_forward(self, F, y, z_hat):
        scales = F.exp(self.h_s(z_hat))
        scales = F.where(scales < self.scale_bound, F.ones_like(scales) * self.scale_bound, scales)
        y_hat = F.round(y)
        lik = self._cdf(F, (y_hat + 0.5) / scales) - self._cdf(F, (y_hat - 0.5) / scales)
        return y_hat, F.maximum(lik, 1e-9)


Net = GaussianConditional
