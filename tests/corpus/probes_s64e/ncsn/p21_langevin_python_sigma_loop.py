"""NCSN annealed Langevin dynamics unrolled over the constructor's python list of noise levels: `for s in self._sigmas:` with a python step `eps * (s / self._sigmas[-1]) ** 2`, `x = x + step * self.net(x) / s + math.sqrt(2 * step) * noise` where the noise input has x's shape, and the mean over `len(self._sigmas)` levels."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class AnnealedLangevin(HybridBlock):
    def __init__(self, sigmas=(1.0, 0.5, 0.1), eps=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._sigmas, self._eps = list(sigmas), eps
        self.net = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, noise):
        total = F.zeros_like(x)
        for s in self._sigmas:
            step = self._eps * (s / self._sigmas[-1]) ** 2
            x = x + step * self.net(x) / s + math.sqrt(2 * step) * noise
            total = total + x
        return total / len(self._sigmas)


Net = AnnealedLangevin
