"""Periodic longitude padding copied from a PyTorch weather model: `F.concat(x[:, :, :, -p:], x, x[:, :, :, :p], dim=3)`, legacy NDArray subscripts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8)]


class LatLonConv(HybridBlock):
    def __init__(self, channels=4, pad=1, **kwargs):
        super().__init__(**kwargs)
        self.p = pad
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=(pad, 0))

    def hybrid_forward(self, F, x):
        p = self.p
        x = F.concat(x[:, :, :, -p:], x, x[:, :, :, :p], dim=3)
        return self.conv(x)


Net = LatLonConv
