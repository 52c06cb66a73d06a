"""H504 a begin chosen by a python conditional"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        k = -9 if x.shape[1] < 5 else 0
        return x[:, k:] * 2
