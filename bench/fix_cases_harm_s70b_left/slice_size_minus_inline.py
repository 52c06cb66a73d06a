"""H504 a size minus a number inline"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x[:, x.shape[1] - 7:] * 2
