"""Explicit heat-equation solver: a few Euler steps of the 5-point Laplacian, the field updated in place each step."""
from mxnet.gluon import nn


INPUTS = [(1, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, steps=3, dt=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        self._dt = dt

    def laplacian(self, F, u):
        p = F.pad(u, mode='edge', pad_width=(0, 0, 0, 0, 1, 1, 1, 1))
        return (F.slice(p, begin=(None, None, 0, 1), end=(None, None, -2, -1))
                + F.slice(p, begin=(None, None, 2, 1), end=(None, None, None, -1))
                + F.slice(p, begin=(None, None, 1, 0), end=(None, None, -1, -2))
                + F.slice(p, begin=(None, None, 1, 2), end=(None, None, -1, None)) - 4 * u)

    def hybrid_forward(self, F, u):
        for _ in range(self._steps):
            u += self._dt * self.laplacian(F, u)
        return u
