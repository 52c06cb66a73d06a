"""H504 a size times a negative literal"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x[:, -2 * x.shape[1]:] * 2
