"""Reverse attention (PraNet-style): the coarse map resized to the features' size `f.shape[2:]`, its reverse 1 - sigmoid(coarse) as a (N, 1, H, W) weight on the (N, C, H, W) features, and the residual added to the resized coarse map."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 1, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, f, coarse):
        h, w = f.shape[2:]
        up = F.contrib.BilinearResize2D(coarse, height=h, width=w)
        ra = 1 - F.sigmoid(up)
        return up + self.conv(f * ra)
