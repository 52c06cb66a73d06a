"""Unadjusted Langevin dynamics against an analytic Gaussian score for a python number of steps, the noise for step t taken from a (T, N, D) input by `F.slice_axis` + `reshape((-3, -2))`, step size a python float."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (5, 4, 3)]


class GaussianLangevin(HybridBlock):
    def __init__(self, steps=5, step_size=0.01, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.step_size = steps, step_size
        with self.name_scope():
            self.mu = self.params.get("mu", shape=(1, 3), init="zeros")

    def hybrid_forward(self, F, x, noise, mu):
        for t in range(self.steps):
            score = -F.broadcast_sub(x, mu)
            eps = F.reshape(F.slice_axis(noise, axis=0, begin=t, end=t + 1), shape=(-3, -2))
            x = x + 0.5 * self.step_size * score + math.sqrt(self.step_size) * eps
        return x


Net = GaussianLangevin
