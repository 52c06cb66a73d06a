"""Regridding: a field downsampled to half the grid with bilinear resize, processed, and resized back to the input grid before a residual sum."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 12)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2], x.shape[3]
        coarse = F.contrib.BilinearResize2D(x, height=h // 2, width=w // 2)
        coarse = self.conv(coarse)
        return x + F.contrib.BilinearResize2D(coarse, height=h, width=w)
