"""dVAE logit-Laplace loss with the decoder output split into a python list (`parts = F.split(out, 2, axis=1)`, `parts[0]`, `parts[1]`), every term of equal (N, 3, H, W) shape, `F.mean` for the average."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 6, 4, 4)]


class LogitLaplaceLoss(HybridBlock):
    def __init__(self, eps=0.1, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, x, out):
        x = (1 - 2 * self._eps) * F.sigmoid(x) + self._eps
        parts = F.split(out, 2, axis=1)
        mu, log_b = parts[0], parts[1]
        nll = F.abs(F.log(x / (1 - x)) - mu) / F.exp(log_b) + log_b + F.log(x * (1 - x)) + math.log(2)
        return F.mean(nll)


Net = LogitLaplaceLoss
