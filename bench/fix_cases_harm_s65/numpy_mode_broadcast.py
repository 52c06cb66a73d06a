"""A numpy-mode block: `x * m` broadcasts in mx.np, eagerly and hybridized."""
from mxnet.gluon import nn
from mxnet.util import use_np


INPUTS = [(2, 3, 4)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        m = x.mean(axis=1, keepdims=True)
        return x * m - m
