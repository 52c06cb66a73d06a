"""Legal: a helper `a + b` called at two sites; the second passes its arguments by keyword in another
order (`c=` the pooled map, `b=`/`a=` the full ones), so each call adds equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _merge(F, a, b, c):
    return F.broadcast_add(a + b, c)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        first = _merge(F, y, x, self.pool(y))
        return _merge(F, c=self.pool(first), b=first, a=y)
