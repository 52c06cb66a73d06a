"""Langevin sampler that runs as many steps as noise draws were passed: `for t in range(noise.shape[0])`, each step's noise cut by `F.slice_axis` and squeezed."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (5, 4, 3)]


class EnergyLangevin(HybridBlock):
    def __init__(self, step_size=0.01, **kwargs):
        super().__init__(**kwargs)
        self.step_size = step_size
        with self.name_scope():
            self.score = nn.Dense(3)

    def hybrid_forward(self, F, x, noise):
        for t in range(noise.shape[0]):
            eps = F.squeeze(F.slice_axis(noise, axis=0, begin=t, end=t + 1), axis=0)
            x = x + 0.5 * self.step_size * self.score(x) + math.sqrt(self.step_size) * eps
        return x


Net = EnergyLangevin
