"""Illegal twin: the pooled map goes to the module helper `_add` (plain `+`), the equal shapes to the
method."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _add(F, a, b):
    return a + b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def _add(self, F, a, b):
        return F.broadcast_add(a, b)

    def hybrid_forward(self, F, x):
        y = self._add(F, self.conv(x), x)
        z = _add(F, y, self.pool(y))
        return self._add(F, z, y)
