"""Depth hypotheses from per-sample ranges (an input of (B, 2): min and max): the interval `(dmax - dmin) / (self.ndepths - 1)`, the hypotheses `dmin.reshape((-1, 1)) + F.arange(self.ndepths).reshape((1, -1)) * interval.reshape((-1, 1))` by NDArray's broadcasting, then each hypothesis scales the feature map."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, ndepths=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ndepths = ndepths
        with self.name_scope():
            self.conv = nn.Conv2D(self.ndepths, 1, in_channels=3)

    def hybrid_forward(self, F, x, depth_range):
        dmin = depth_range[:, 0]
        dmax = depth_range[:, 1]
        interval = (dmax - dmin) / (self.ndepths - 1)
        hyps = dmin.reshape((-1, 1)) + F.arange(self.ndepths).reshape((1, -1)) * interval.reshape((-1, 1))
        prob = F.softmax(self.conv(x), axis=1)
        return (prob * hyps.reshape((0, 0, 1, 1))).sum(axis=1)
