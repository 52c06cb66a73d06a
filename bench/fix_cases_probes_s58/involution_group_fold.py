"""RedNet's grouped involution with the groups folded into the batch: `x.reshape((b * G, c // G, h, w))`, a kernel per group and pixel, the neighbourhood by `F.im2col`, and `len(x)` for the batch when folding back."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, groups=2, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.groups, self.k = groups, k
        with self.name_scope():
            self.kgen = nn.Conv2D(groups * k * k, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        b = len(x)
        c, h, w = x.shape[1:]
        g = self.groups
        kernel = self.kgen(x).reshape((b * g, 1, self.k * self.k, h * w))
        xg = x.reshape((b * g, c // g, h, w))
        cols = F.im2col(xg, kernel=(self.k, self.k), pad=(1, 1)).reshape((b * g, c // g, self.k * self.k, h * w))
        out = (cols * kernel).sum(axis=2)
        return out.reshape((b, c, h, w))
