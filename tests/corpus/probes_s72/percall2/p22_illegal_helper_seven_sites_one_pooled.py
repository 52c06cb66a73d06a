"""Illegal: a helper called at seven sites, the last passing a pooled map beside a full one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _mix(F, a, b):
    return a * 0.5 + b * 0.5


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        h = _mix(F, x, y)
        h = _mix(F, h, y)
        h = _mix(F, h, x)
        h = _mix(F, y, h)
        h = _mix(F, h, self.conv(h))
        h = _mix(F, x, h)
        return _mix(F, h, self.pool(h))
