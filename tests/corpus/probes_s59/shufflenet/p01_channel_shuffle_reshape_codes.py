"""ShuffleNet channel shuffle (GluonCV style): `reshape((0, -4, groups, -1, -2))`, `swapaxes(1, 2)`, `reshape((0, -3, -2))` around a grouped 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class ShuffleGroupConv(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        with self.name_scope():
            self.gconv = nn.Conv2D(channels, 1, groups=groups, use_bias=False, in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        x = F.relu(self.bn(self.gconv(x)))
        x = x.reshape((0, -4, self._groups, -1, -2)).swapaxes(1, 2)
        return x.reshape((0, -3, -2))


Net = ShuffleGroupConv
