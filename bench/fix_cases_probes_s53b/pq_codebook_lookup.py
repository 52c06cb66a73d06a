"""Product quantization: each vector split into sub-vectors, each replaced by its nearest codeword of its own codebook (argmin, one-hot, batch_dot)."""
from mxnet.gluon import nn


INPUTS = [(5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_sub=2, num_codes=4, dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._m = num_sub
        self._k = num_codes
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(num_sub, num_codes, dim // num_sub))

    def hybrid_forward(self, F, x, codebook):
        n = x.shape[0]
        x = x.reshape((n, self._m, x.shape[1] // self._m))
        dist = ((x.expand_dims(2) - codebook.expand_dims(0)) ** 2).sum(axis=-1)
        codes = dist.argmin(axis=2)
        onehot = F.one_hot(codes, self._k).transpose((1, 0, 2))
        q = F.batch_dot(onehot, codebook).transpose((1, 0, 2))
        return q.reshape((n, -1))
