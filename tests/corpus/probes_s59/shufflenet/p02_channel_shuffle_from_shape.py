"""ShuffleNet channel shuffle ported from PyTorch: `batch, channels, height, width = x.shape` and `x.reshape((batch, groups, channels // groups, height, width))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


def channel_shuffle(x, groups):
    batch, channels, height, width = x.shape
    x = x.reshape((batch, groups, channels // groups, height, width))
    return x.transpose((0, 2, 1, 3, 4)).reshape((batch, channels, height, width))


class ShapeShuffleGroupConv(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        with self.name_scope():
            self.gconv = nn.Conv2D(channels, 1, groups=groups, use_bias=False, in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        return channel_shuffle(F.relu(self.bn(self.gconv(x))), self._groups)


Net = ShapeShuffleGroupConv
