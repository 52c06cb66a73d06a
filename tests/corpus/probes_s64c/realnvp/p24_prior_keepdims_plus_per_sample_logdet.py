"""RealNVP log-likelihood whose Gaussian prior term is summed with `keepdims=True` (N, 1, 1, 1) and added by a plain `+` to the (N,) per-sample log-det before the mean."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class KeepdimsPriorNLL(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.st = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        x1, x2 = F.split(x, num_outputs=2, axis=1)
        s, t = F.split(self.st(x1), num_outputs=2, axis=1)
        s = F.tanh(s)
        z = F.concat(x1, x2 * F.exp(s) + t, dim=1)
        logdet = F.sum(s, axis=(1, 2, 3))
        prior = -0.5 * F.sum(F.square(z) + math.log(2 * math.pi), axis=(1, 2, 3), keepdims=True)
        return -F.mean(prior + logdet)


Net = KeepdimsPriorNLL
