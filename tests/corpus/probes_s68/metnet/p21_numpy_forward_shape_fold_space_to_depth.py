"""Numpy-mode MetNet stem in `forward` (the MXNet 2 style, run as python in 1.9.1): `b, t, c, h, w = x.shape`, the
frames folded by `x.reshape(b * t, c, h, w)`, space-to-depth by reshape and transpose with python sizes, and the
lead-time map added by a plain broadcasting `+` of a (B, 1, C', 1, 1) view."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 2, 8, 8), (2, 8)]


class NumpyForwardStem(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=8)

    def forward(self, x, lead):
        b, t, c, h, w = x.shape
        y = x.reshape(b * t, c, h // 2, 2, w // 2, 2).transpose(0, 1, 3, 5, 2, 4).reshape(b * t, c * 4, h // 2, w // 2)
        y = npx.relu(self.conv(y)).reshape(b, t, -1, h // 2, w // 2)
        return y + lead.reshape(b, 1, -1, 1, 1)


Net = NumpyForwardStem
