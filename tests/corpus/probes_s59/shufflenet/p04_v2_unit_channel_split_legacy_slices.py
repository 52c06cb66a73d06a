"""ShuffleNetV2 stride-1 unit splitting channels with the legacy subscripts `x[:, :half]` and `x[:, half:]`, the half a python int from `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SliceShuffleV2Unit(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        self._half = half = channels // 2
        with self.name_scope():
            self.branch = nn.HybridSequential()
            self.branch.add(nn.Conv2D(half, 1, use_bias=False, in_channels=half), nn.BatchNorm(in_channels=half),
                            nn.Activation("relu"),
                            nn.Conv2D(half, 3, padding=1, groups=half, use_bias=False, in_channels=half),
                            nn.BatchNorm(in_channels=half),
                            nn.Conv2D(half, 1, use_bias=False, in_channels=half), nn.BatchNorm(in_channels=half),
                            nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        left, right = x[:, :self._half], x[:, self._half:]
        out = F.concat(left, self.branch(right), dim=1)
        return out.reshape((0, -4, 2, -1, -2)).swapaxes(1, 2).reshape((0, -3, -2))


Net = SliceShuffleV2Unit
