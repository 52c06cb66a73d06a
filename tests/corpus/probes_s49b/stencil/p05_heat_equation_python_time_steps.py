"""Explicit heat-equation solver: `self.steps` forward-Euler steps in a python loop, `u = u + self.dt * self.alpha * lap(u)` with python `dt` and diffusivity, the Laplacian a fixed stencil with zero padding."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]


class Net(HybridBlock):
    def __init__(self, steps=4, dt=0.1, alpha=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.dt, self.alpha = steps, dt, alpha
        k = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype="float32")
        with self.name_scope():
            self.stencil = self.params.get_constant("stencil", k.reshape(1, 1, 3, 3))

    def lap(self, F, u, stencil):
        return F.Convolution(u, stencil, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)

    def hybrid_forward(self, F, u, stencil):
        for _ in range(self.steps):
            u = u + self.dt * self.alpha * self.lap(F, u, stencil)
        return u
