"""NCSN annealed Langevin step at a configured level: the step size `eps * (sigmas[level] / sigmas[-1]) ** 2` computed in python from the constructor's list of noise levels (python subscripts), then `x + step * score + math.sqrt(2 * step) * noise` with the score net's output and a noise input both of x's shape."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class LangevinStep(HybridBlock):
    def __init__(self, sigmas=(1.0, 0.5, 0.25, 0.1), level=1, eps=2e-5, **kwargs):
        super().__init__(**kwargs)
        self._sigmas, self._level, self._eps = list(sigmas), level, eps
        self.net = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, noise):
        step = self._eps * (self._sigmas[self._level] / self._sigmas[-1]) ** 2
        score = self.net(x) / self._sigmas[self._level]
        return x + step * score + math.sqrt(2 * step) * noise


Net = LangevinStep
