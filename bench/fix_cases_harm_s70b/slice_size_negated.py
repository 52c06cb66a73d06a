"""H504 a negated size times two"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        n = x.shape[1]
        return x[:, -(n * 2):] * 2
