"""Legal: a helper's `levels[-1] - levels[0]` called with three levels (both ends pooled) and with two
(both ends full maps): each call's last item matches its first."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _residual(F, *levels):
    return levels[-1] - levels[0]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        a = _residual(F, self.pool(y), y, self.pool(self.conv(y)))
        b = _residual(F, y, self.conv(y))
        return F.broadcast_add(b, a)
