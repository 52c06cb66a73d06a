"""Legal: a helper with positional-only parameters `(F, a, b, /)` called at two sites, each with two
maps of equal shape (full, then pooled)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _sub(F, a, b, /):
    return a - b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        d = _sub(F, y, x)
        e = _sub(F, self.pool(d), self.pool(y))
        return F.broadcast_add(d, e)
