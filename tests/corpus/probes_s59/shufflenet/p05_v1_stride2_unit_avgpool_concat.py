"""ShuffleNet v1 stride-2 unit: grouped 1x1 conv, shuffle, stride-2 depthwise 3x3, grouped 1x1 conv; the shortcut by `AvgPool2D(3, 2, 1)`, both joined by `concat` and ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8, 8)]


class ShuffleV1Down(HybridBlock):
    def __init__(self, in_channels=6, out_channels=12, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        mid = out_channels // 2
        with self.name_scope():
            self.gconv1 = nn.Conv2D(mid, 1, groups=groups, use_bias=False, in_channels=in_channels)
            self.bn1 = nn.BatchNorm(in_channels=mid)
            self.dwconv = nn.Conv2D(mid, 3, strides=2, padding=1, groups=mid, use_bias=False, in_channels=mid)
            self.bn2 = nn.BatchNorm(in_channels=mid)
            self.gconv2 = nn.Conv2D(out_channels - in_channels, 1, groups=groups, use_bias=False, in_channels=mid)
            self.bn3 = nn.BatchNorm(in_channels=out_channels - in_channels)
            self.shortcut = nn.AvgPool2D(3, 2, 1)

    def hybrid_forward(self, F, x):
        y = F.relu(self.bn1(self.gconv1(x)))
        y = y.reshape((0, -4, self._groups, -1, -2)).swapaxes(1, 2).reshape((0, -3, -2))
        y = self.bn3(self.gconv2(self.bn2(self.dwconv(y))))
        return F.relu(F.concat(self.shortcut(x), y, dim=1))


Net = ShuffleV1Down
