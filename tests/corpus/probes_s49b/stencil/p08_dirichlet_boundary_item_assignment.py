"""Dirichlet boundary by assignment: after each step the border rows and columns are zeroed in place, `u[:, :, 0, :] = 0` and so on, as in a numpy solver."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]


class Net(HybridBlock):
    def __init__(self, steps=3, dt=0.1, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.dt = steps, dt
        k = np.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]], dtype="float32")
        with self.name_scope():
            self.stencil = self.params.get_constant("stencil", k.reshape(1, 1, 3, 3))

    def hybrid_forward(self, F, u, stencil):
        for _ in range(self.steps):
            u = u + self.dt * F.Convolution(u, stencil, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
            u[:, :, 0, :] = 0
            u[:, :, -1, :] = 0
            u[:, :, :, 0] = 0
            u[:, :, :, -1] = 0
        return u
