"""Legal: a recursive helper adds a map to its smoothed self `depth` times (one shape throughout),
called on the full map and on a pooled one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _smooth(F, x, depth):
    if depth == 0:
        return x
    return x + _smooth(F, F.relu(x), depth - 1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        a = _smooth(F, x, 2)
        b = _smooth(F, self.pool(x), 1)
        return F.broadcast_add(a, b)
