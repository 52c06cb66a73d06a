"""Rotation-group feature pooling: channels laid out as (orientations, features), averaged over orientations per position."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, features=2, orientations=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._g = orientations
        with self.name_scope():
            self.conv = nn.Conv2D(features * orientations, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        y = F.relu(self.conv(x))
        n, c, h, w = y.shape
        y = y.reshape((n, self._g, c // self._g, h, w))
        return y.mean(axis=1)
