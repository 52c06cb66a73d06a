"""Sizes read by index from a 4-d input whose last axis is 1: (B, C * T) is no (0, -3)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 1)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape[0], x.shape[1], x.shape[2]
        return x.reshape((B, C * T)) * 2
