"""Local-level log-likelihood accumulated into a zeros tensor with `loglik += ...`."""
import math
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class LocalLevelLik(HybridBlock):
    def __init__(self, steps=6, q=0.1, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.q, self.r = steps, q, r

    def hybrid_forward(self, F, obs):
        zs = F.split(obs, num_outputs=self.steps, axis=1, squeeze_axis=True)
        mean, var = F.zeros_like(zs[0]), F.ones_like(zs[0])
        loglik = F.zeros_like(zs[0])
        for z in zs:
            var = var + self.q
            s = var + self.r
            innov = z - mean
            loglik += -0.5 * (F.log(2 * math.pi * s) + F.square(innov) / s)
            mean = mean + var / s * innov
            var = self.r * var / s
        return loglik


Net = LocalLevelLik
