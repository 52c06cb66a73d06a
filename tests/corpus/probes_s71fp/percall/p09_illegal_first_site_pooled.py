"""Illegal look-alike: the helper `a + b` whose first of two sites adds a pooled map to a full one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _merge(F, a, b):
    return a + b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        first = _merge(F, self.pool(y), x)
        return _merge(F, b=first, a=y)
