"""Illegal twin: the second site of `_sum_all(F, first, *rest)` passes two pooled maps and a full
one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _sum_all(F, first, *rest):
    out = first
    for r in rest:
        out = out + r
    return out


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        full = _sum_all(F, x, y, self.conv(y))
        pooled = _sum_all(F, self.pool(x), self.pool(y), full)
        return F.broadcast_mul(full, pooled)
