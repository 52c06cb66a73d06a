"""Sizes unpacked in another order than the axes (w, h swapped by name)."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, w, h = x.shape[0], x.shape[2], x.shape[1]
        return x.reshape((b, h * w)) * 2
