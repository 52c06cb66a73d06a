"""Pairwise energy of a molecule: a learned per-pair potential on the RBF-expanded distances, the self-pairs removed by an identity of the atom count, summed to one energy per molecule."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_rbf=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_rbf = num_rbf
        with self.name_scope():
            self.pot = nn.Dense(1, in_units=num_rbf, flatten=False)

    def hybrid_forward(self, F, pos):
        n = pos.shape[1]
        r = F.sqrt(((pos.expand_dims(2) - pos.expand_dims(1)) ** 2).sum(axis=-1) + 1e-8)
        mu = F.arange(self._num_rbf) * 0.5
        rbf = F.exp(-(r.expand_dims(-1) - mu) ** 2)
        e = self.pot(rbf).reshape((0, 0, 0))
        e = e * (1 - nd.array(np.eye(n)))
        return e.sum(axis=(1, 2)) / 2
