"""Marginal log-likelihood of a local-level model: Gaussian log densities of the innovations under their predicted variances, summed over python steps starting from a python 0."""
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
        loglik = 0
        for z in zs:
            var = var + self.q
            s = var + self.r
            innov = z - mean
            loglik = loglik - 0.5 * (F.log(2 * math.pi * s) + innov ** 2 / s)
            gain = var / s
            mean = mean + gain * innov
            var = (1 - gain) * var
        return loglik.mean()


Net = LocalLevelLik
