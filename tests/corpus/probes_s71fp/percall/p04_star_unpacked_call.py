"""Legal: a helper `a * b` called once with two full maps and once with `*pair`, a pair of pooled maps
(the star hides which argument is which)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _gate(F, a, b):
    return a * b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        pair = (self.pool(y), self.pool(x))
        g = _gate(F, *pair)
        return F.broadcast_mul(_gate(F, y, x), g)
