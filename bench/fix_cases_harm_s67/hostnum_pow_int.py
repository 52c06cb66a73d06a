"""A held host number as the exponent of an int32 tensor."""
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ids = (x * 4).astype('int32')
        k = F.abs(x).max().asscalar()
        return (ids ** (k + 1)).astype('float32')
