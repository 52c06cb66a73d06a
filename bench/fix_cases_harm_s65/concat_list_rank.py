"""A concat of a python list of tensors built in a loop, each of its own rank."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        B, C, T = x.shape
        parts = [x, x * 2]
        y = F.concat(*parts, dim=1)
        return y.reshape((B, 2, C, T)).sum(axis=1)
