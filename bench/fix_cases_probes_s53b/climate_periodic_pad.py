"""Periodic padding in longitude before a convolution on a lat-lon grid: the last columns wrapped to the front and the first to the back, the latitude padded with zeros by the conv."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, pad=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._p = pad
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=(1, 0), in_channels=3)

    def hybrid_forward(self, F, x):
        w = x.shape[3]
        p = self._p
        x = F.concat(x[:, :, :, w - p:], x, x[:, :, :, :p], dim=3)
        return self.conv(x)
