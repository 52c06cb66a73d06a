"""A dilated 1-D conv stack over an (N, T, C) series (the script of MXNet issue 19817): with
`use_take=True` three channels are picked by `F.take(X2, nd.array([1, 2, 3]), axis=-1)` -- an eager
index array built in hybrid_forward -- before the dense output layer.

Source: SaraSun1223/CODE-OF-ARBRGPT CODE-OF-ARBRGPT/code/MXNET/19817.py (Model.hybrid_forward,
conv_layer) at 4ea0f7e8f679f05923154dd6d7427d2e7c1576ca; adapted: the class named Net, built as the
script builds it (5 conv units, atrous rates 1, 2, 4, use_take=True); the script's training and
gradient-printing code dropped; input (2, 10, 8).
"""
import numpy as np
import mxnet as mx
from mxnet.gluon.nn import HybridBlock, Conv1D, HybridSequential, HybridLambda, Dense
from mxnet import autograd, nd


INPUTS = [(2, 10, 8)]


def conv_layer(atrous_rates, num_channels):
    convs = HybridSequential()
    convs.add(HybridLambda(lambda F, x: F.transpose(x, (0, 2, 1))))
    for rate in atrous_rates:
        convs.add(Conv1D(num_channels, 3, padding=rate, dilation=rate, activation='tanh'))
    convs.add(HybridLambda(lambda F, x: F.transpose(x, (0, 2, 1))))
    return convs


class Net(HybridBlock):
    """
    Model takes tensors of shape N x T x C and produces predictions with shape N x T
    """

    def __init__(self, conv_units=5, atrous_rates=(1, 2, 4), use_take=True, **kwargs):
        super().__init__(prefix=kwargs.get('prefix', None), params=kwargs.get('params', None))
        self.use_take = use_take
        with self.name_scope():
            self.convs = conv_layer(atrous_rates, conv_units)
            self.dense_out = Dense(1, flatten=False, activation='tanh')

    def hybrid_forward(self, F, X):
        X1 = X
        X2 = self.convs(X1)
        if self.use_take:
            X3 = F.take(X2, nd.array([1, 2, 3]), axis=-1)
        else:
            X3 = F.slice_axis(X2, begin=1, end=4, axis=-1)
        X4 = self.dense_out(X3)
        X4 = F.squeeze(X4, axis=-1)
        return X4
