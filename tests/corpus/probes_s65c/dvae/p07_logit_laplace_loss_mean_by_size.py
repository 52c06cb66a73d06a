"""dVAE logit-Laplace reconstruction loss (DALL-E): pixels mapped into (eps, 1 - eps), the decoder's `mu` and `log_b` from `F.split`, the negative log-likelihood summed and divided by the number of pixels `x.size`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 6, 4, 4)]


class SizeMeanLogitLaplace(HybridBlock):
    def __init__(self, eps=0.1, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, x, out):
        x = (1 - 2 * self._eps) * F.sigmoid(x) + self._eps
        mu, log_b = F.split(out, num_outputs=2, axis=1)
        logit = F.log(x / (1 - x))
        nll = F.abs(logit - mu) / F.exp(log_b) + log_b + F.log(x * (1 - x)) + math.log(2)
        return F.sum(nll) / x.size


Net = SizeMeanLogitLaplace
