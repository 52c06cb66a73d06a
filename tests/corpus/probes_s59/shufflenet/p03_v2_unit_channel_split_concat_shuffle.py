"""ShuffleNetV2 stride-1 unit: channel split by `F.split(num_outputs=2, axis=1)`, the right half through 1x1 / depthwise 3x3 / 1x1, `concat` with the left half, shuffle with two groups by reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ShuffleV2Unit(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        half = channels // 2
        with self.name_scope():
            self.branch = nn.HybridSequential()
            self.branch.add(nn.Conv2D(half, 1, use_bias=False, in_channels=half), nn.BatchNorm(in_channels=half),
                            nn.Activation("relu"),
                            nn.Conv2D(half, 3, padding=1, groups=half, use_bias=False, in_channels=half),
                            nn.BatchNorm(in_channels=half),
                            nn.Conv2D(half, 1, use_bias=False, in_channels=half), nn.BatchNorm(in_channels=half),
                            nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        left, right = F.split(x, num_outputs=2, axis=1)
        out = F.concat(left, self.branch(right), dim=1)
        return out.reshape((0, -4, 2, -1, -2)).swapaxes(1, 2).reshape((0, -3, -2))


Net = ShuffleV2Unit
