"""H504 a conv output's channel axis cut by a negative begin past it"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(4, 3, padding=1)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        return y[:, -6:] * 2
