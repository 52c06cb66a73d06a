"""A child the constructor declares by a conditional expression: a pool on the path taken."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, pooled=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.proj = nn.MaxPool2D(2) if pooled else nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.proj(x)
        return y.reshape((B, C, -1))
