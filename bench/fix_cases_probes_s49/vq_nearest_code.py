"""VQ-VAE bottleneck on a channels-last sequence: nearest codebook entry by argmin, looked up as a one-hot product."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, codes=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._codes = codes
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(codes, dim))

    def hybrid_forward(self, F, x, codebook):
        flat = x.reshape((-1, x.shape[-1]))
        dist = (F.sum(F.square(flat), axis=1, keepdims=True)
                - 2 * F.dot(flat, codebook, transpose_b=True)
                + F.sum(F.square(codebook), axis=1).reshape((1, -1)))
        onehot = F.one_hot(F.argmin(dist, axis=1), self._codes)
        quant = F.dot(onehot, codebook).reshape(x.shape)
        return x + F.stop_gradient(quant - x)
