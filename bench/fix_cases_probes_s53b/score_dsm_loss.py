"""Denoising score matching over a geometric ladder of noise levels: each sample's level picked by an index tensor from a constant array, the score scaled by 1/sigma, the loss weighted by sigma^2."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 8), (4, 8), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, num_levels=10, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._levels = num_levels
        with self.name_scope():
            self.score = nn.Dense(8, in_units=8)

    def hybrid_forward(self, F, x, z, u):
        sigmas = nd.array(np.exp(np.linspace(np.log(1.0), np.log(0.01), self._levels)))
        idx = F.floor((u + 1) / 2 * (self._levels - 1))
        sig = sigmas[idx].reshape((-1, 1))
        noisy = x + sig * z
        target = -z / sig
        s = self.score(noisy) / sig
        return (((s - target) ** 2).sum(axis=1) * sig.reshape((-1,)) ** 2) / 2
