"""Masked (autoregressive, MADE-style) dense layer: a fixed lower-triangular connectivity mask kept as an nd.array built from numpy in __init__, multiplied into the weight at every call."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mask = nd.array(np.tril(np.ones((units, units)), -1))
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(units, units))
            self.bias = self.params.get('bias', shape=(units,), init='zeros')

    def hybrid_forward(self, F, x, weight, bias):
        return F.FullyConnected(x, weight * self.mask, bias, num_hidden=4)
