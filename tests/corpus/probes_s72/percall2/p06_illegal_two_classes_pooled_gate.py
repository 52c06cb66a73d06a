"""Illegal twin: the second block gates its full map by a pooled gate through the shared helper
(`x * g` of (B, C, H, W) and (B, C, 1, 1))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _gate(F, x, g):
    return x * F.sigmoid(g)


class Pooled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.fc = nn.Conv2D(2, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        return _gate(F, x, self.fc(self.pool(x)))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Conv2D(2, 1, in_channels=2)
            self.se = Pooled()

    def hybrid_forward(self, F, x):
        return F.broadcast_mul(_gate(F, x, self.fc(x)), self.se(x))
