"""Periodic boundary for a 1-d field: the last and first cells are wrapped around before a 3-point finite difference."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dx=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._dx = dx

    def hybrid_forward(self, F, u):
        padded = F.concat(u[:, :, -1:], u, u[:, :, :1], dim=2)
        lap = padded[:, :, 2:] - 2 * u + padded[:, :, :-2]
        return lap / self._dx ** 2
