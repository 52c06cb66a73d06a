"""A concat whose first input is a 4-d image and second a reshape whose codes depend on rank."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.conv = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        m = x.mean(axis=1, keepdims=True)
        y = self.conv(F.concat(x, m, dim=1))
        return y.reshape((B, 2, H, W)) * m
