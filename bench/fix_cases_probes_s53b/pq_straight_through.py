"""Vector quantization with a straight-through estimator: the nearest codeword gathered by indexing the codebook with the argmin, the gradient passed around it."""
from mxnet.gluon import nn


INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_codes=5, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(num_codes, dim))

    def hybrid_forward(self, F, x, codebook):
        dist = ((x.expand_dims(1) - codebook.expand_dims(0)) ** 2).sum(axis=2)
        ind = dist.argmin(axis=1)
        quant = codebook[ind]
        return x + F.BlockGrad(quant - x)
