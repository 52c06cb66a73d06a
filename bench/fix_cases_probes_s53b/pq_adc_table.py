"""Asymmetric distance computation: a query's distance table to every codeword of every sub-codebook, then each database item's distance summed over its codes by a loop over sub-spaces."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(6,)]


class Net(nn.HybridBlock):
    def __init__(self, num_sub=3, num_codes=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._m = num_sub
        self._codes = np.random.RandomState(1).randint(0, num_codes, size=(5, num_sub))
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(num_sub, num_codes, 2))

    def hybrid_forward(self, F, q, codebook):
        table = ((q.reshape((self._m, 1, -1)) - codebook) ** 2).sum(axis=-1)
        codes = nd.array(self._codes)
        dists = 0
        for m in range(self._m):
            dists = dists + table[m][codes[:, m]]
        return dists
