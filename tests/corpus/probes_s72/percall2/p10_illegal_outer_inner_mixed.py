"""Illegal twin: the second site of `_outer` passes a full map and a pooled one, which `_inner`
subtracts with plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _inner(F, p, q):
    return p - q


def _outer(F, a, b):
    return _inner(F, b, a)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        d1 = _outer(F, x, y)
        d2 = _outer(F, x, self.pool(y))
        return F.broadcast_add(d1, d2)
