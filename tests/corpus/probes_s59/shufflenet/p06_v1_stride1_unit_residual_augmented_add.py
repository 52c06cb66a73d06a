"""ShuffleNet v1 stride-1 unit accumulating its residual in place: `out += x` after the grouped bottleneck, then ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class ShuffleV1Unit(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        with self.name_scope():
            self.gconv1 = nn.Conv2D(channels, 1, groups=groups, use_bias=False, in_channels=channels)
            self.dwconv = nn.Conv2D(channels, 3, padding=1, groups=channels, use_bias=False, in_channels=channels)
            self.gconv2 = nn.Conv2D(channels, 1, groups=groups, use_bias=False, in_channels=channels)
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        out = F.relu(self.gconv1(x))
        out = out.reshape((0, -4, self._groups, -1, -2)).swapaxes(1, 2).reshape((0, -3, -2))
        out = self.bn(self.gconv2(self.dwconv(out)))
        out += x
        return F.relu(out)


Net = ShuffleV1Unit
