"""dVAE logit-Laplace loss with a learned per-channel scale `log_b` kept as a (3, 1, 1) Parameter, the residual divided by `F.exp(log_b)` with a plain `/` against the (N, 3, H, W) pixels."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class ChannelScaleLogitLaplace(HybridBlock):
    def __init__(self, eps=0.1, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        self.log_b = self.params.get("log_b", shape=(3, 1, 1), init=init.Zero())

    def hybrid_forward(self, F, x, mu, log_b):
        x = (1 - 2 * self._eps) * F.sigmoid(x) + self._eps
        nll = F.abs(F.log(x / (1 - x)) - mu) / F.exp(log_b)
        return F.mean(nll) + F.mean(log_b) + math.log(2)


Net = ChannelScaleLogitLaplace
