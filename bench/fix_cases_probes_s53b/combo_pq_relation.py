"""Quantized relation features: objects snapped to their nearest codeword (the codebook indexed by the argmin), then all ordered pairs concatenated and summed through g."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_codes=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(num_codes, 2))
            self.g = nn.Dense(3, in_units=4, flatten=False)

    def hybrid_forward(self, F, x, codebook):
        n, k, d = x.shape
        flat = x.reshape((n * k, d))
        ind = ((flat.expand_dims(1) - codebook.expand_dims(0)) ** 2).sum(axis=2).argmin(axis=1)
        q = codebook[ind].reshape((n, k, d))
        pairs = F.concat(q.expand_dims(2).broadcast_to((n, k, k, d)),
                         q.expand_dims(1).broadcast_to((n, k, k, d)), dim=3)
        return self.g(pairs.reshape((n, k * k, 2 * d))).sum(axis=1)
