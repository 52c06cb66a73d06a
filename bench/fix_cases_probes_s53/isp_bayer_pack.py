"""RAW pipeline front end: an RGGB Bayer mosaic packed into four half-resolution planes by stepped slicing, the two greens averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, raw):
        r = raw[:, :, 0::2, 0::2]
        g1 = raw[:, :, 0::2, 1::2]
        g2 = raw[:, :, 1::2, 0::2]
        b = raw[:, :, 1::2, 1::2]
        return F.concat(r, (g1 + g2) / 2, b, dim=1)
