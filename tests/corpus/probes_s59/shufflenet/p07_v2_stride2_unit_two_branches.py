"""ShuffleNetV2 stride-2 unit: both branches see the whole input (a depthwise stride-2 branch and a 1x1 / depthwise / 1x1 branch), `concat` doubles the channels, shuffle with the python group count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


def conv_bn(channels, kernel, stride, groups, in_channels, relu):
    seq = nn.HybridSequential()
    seq.add(nn.Conv2D(channels, kernel, strides=stride, padding=kernel // 2, groups=groups, use_bias=False,
                      in_channels=in_channels), nn.BatchNorm(in_channels=channels))
    if relu:
        seq.add(nn.Activation("relu"))
    return seq


class ShuffleV2Down(HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, groups=2, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        half = out_channels // 2
        with self.name_scope():
            self.proj = nn.HybridSequential()
            self.proj.add(conv_bn(in_channels, 3, 2, in_channels, in_channels, False),
                          conv_bn(half, 1, 1, 1, in_channels, True))
            self.main = nn.HybridSequential()
            self.main.add(conv_bn(half, 1, 1, 1, in_channels, True), conv_bn(half, 3, 2, half, half, False),
                          conv_bn(half, 1, 1, 1, half, True))

    def hybrid_forward(self, F, x):
        out = F.concat(self.proj(x), self.main(x), dim=1)
        return F.reshape(F.swapaxes(F.reshape(out, (0, -4, self._groups, -1, -2)), 1, 2), (0, -3, -2))


Net = ShuffleV2Down
