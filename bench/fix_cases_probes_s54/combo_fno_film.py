"""Conditional neural operator: grid coordinates appended from np.linspace of the input length, a spectral layer on a DFT table, and the output FiLM-modulated by the PDE parameter with (N, C, 1) scale against (N, C, L)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 1), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, width=3, modes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.modes = modes
        with self.name_scope():
            self.lift = nn.Dense(width, in_units=2, flatten=False)
            self.mix = self.params.get('mix', shape=(width, width))
            self.film = nn.Dense(2 * width, in_units=2)

    def hybrid_forward(self, F, u, p, mix):
        size = u.shape[1]
        grid = nd.array(np.linspace(0, 1, size)).reshape((1, size, 1)).broadcast_to((u.shape[0], size, 1))
        h = self.lift(F.concat(u, grid, dim=2)).transpose((0, 2, 1))
        basis = nd.array(np.cos(np.pi * np.outer(np.arange(size), np.arange(self.modes)) / size))
        spec = F.dot(h, basis)
        spec = F.dot(spec.transpose((0, 2, 1)), mix).transpose((0, 2, 1))
        h = F.dot(spec, basis.T)
        gamma, beta = F.split(self.film(p).expand_dims(2), num_outputs=2, axis=1)
        return gamma * h + beta
