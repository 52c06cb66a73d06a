"""Illegal look-alike: the helper with a `skip=None` default given a pooled skip beside a full map at one site."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _residual(F, h, skip=None):
    if skip is None:
        skip = F.identity(h)
    return h + skip


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = _residual(F, self.conv(x), self.pool(x))
        p = _residual(F, self.pool(y))
        return F.broadcast_add(y, p)
