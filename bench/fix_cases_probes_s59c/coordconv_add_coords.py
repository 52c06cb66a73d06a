"""CoordConv's AddCoords: `batch, _, h, w = x.shape`, an x channel `arange(w)` and a y channel
`arange(h)` tiled over the batch and the other axis, both scaled to [-1, 1] by `(w - 1)` and
`(h - 1)`, concatenated to the input before the conv."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, x):
        batch, _, h, w = x.shape
        xx = F.arange(w).reshape((1, 1, 1, w)).tile((batch, 1, h, 1))
        yy = F.arange(h).reshape((1, 1, h, 1)).tile((batch, 1, 1, w))
        xx = xx / (w - 1) * 2 - 1
        yy = yy / (h - 1) * 2 - 1
        return self.conv(F.concat(x, xx, yy, dim=1))
