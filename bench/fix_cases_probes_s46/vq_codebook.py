"""Vector-quantiser: each encoder vector replaced by its nearest codebook entry."""
from mxnet.gluon import nn


INPUTS = [(5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_codes=6, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(dim, in_units=dim)
            self.codebook = self.params.get('codebook', shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        z = self.enc(x)
        dist = (F.sum(F.square(z), axis=1, keepdims=True)
                - 2 * F.dot(z, codebook, transpose_b=True)
                + F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        codes = F.argmin(dist, axis=1)
        return codebook[codes]
