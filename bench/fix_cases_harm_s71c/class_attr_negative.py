"""attack: a class attribute negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    OFF = -9

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        return x[self.OFF:self.OFF + 12]
