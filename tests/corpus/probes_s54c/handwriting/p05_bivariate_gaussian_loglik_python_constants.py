"""Bivariate Gaussian log-likelihood of pen offsets: `F.split` of the offsets into dx, dy, of the parameters into mu, sigma and rho; `math.log(2 * math.pi)` as a python constant."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 2), (2, 4, 5)]


class BivariateNLL(HybridBlock):
    def hybrid_forward(self, F, offsets, params):
        x1, x2 = F.split(offsets, num_outputs=2, axis=-1)
        mu1, mu2, ls1, ls2, r = F.split(params, num_outputs=5, axis=-1)
        s1, s2, rho = F.exp(ls1), F.exp(ls2), F.tanh(r) * 0.9
        z1, z2 = (x1 - mu1) / s1, (x2 - mu2) / s2
        z = z1 ** 2 + z2 ** 2 - 2 * rho * z1 * z2
        one_m = 1 - rho ** 2
        nll = z / (2 * one_m) + F.log(s1 * s2) + 0.5 * F.log(one_m) + math.log(2 * math.pi)
        return F.mean(nll, axis=(1, 2))


Net = BivariateNLL
