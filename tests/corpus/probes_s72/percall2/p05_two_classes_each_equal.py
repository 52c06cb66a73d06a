"""Legal: one module helper `_gate(F, x, g)` (`x * g`) called by two blocks of the file: the
channel block with a (B, C, H, W) gate from a 1x1 conv, the pooled block with both arguments
pooled -- each site equal."""
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
        p = self.pool(x)
        return _gate(F, p, self.fc(p))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Conv2D(2, 1, in_channels=2)
            self.se = Pooled()

    def hybrid_forward(self, F, x):
        return F.broadcast_mul(_gate(F, x, self.fc(x)), self.se(x))
