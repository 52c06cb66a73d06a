"""Legal: the helper replaces its `*levels` tuple by the pooled levels before reading the last one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _residual(F, pool, *levels):
    levels = [pool(v) for v in levels]
    return levels[-1] - levels[0]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        return _residual(F, self.pool, y, self.conv(y), self.pool(y))
