"""Haar wavelet downsampling for a CNN: the four sub-bands of every 2x2 block stacked as channels."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(4, 1, in_channels=8)

    def hybrid_forward(self, F, x):
        a = x[:, :, 0::2, 0::2]
        b = x[:, :, 0::2, 1::2]
        c = x[:, :, 1::2, 0::2]
        d = x[:, :, 1::2, 1::2]
        ll = (a + b + c + d) / 2
        lh = (a - b + c - d) / 2
        hl = (a + b - c - d) / 2
        hh = (a - b - c + d) / 2
        return self.proj(F.concat(ll, lh, hl, hh, dim=1))
