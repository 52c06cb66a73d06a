"""NCSN RefineNet-style residual unit: `h = self.norm(x)` (InstanceNorm keeps the shape), a swish `h * F.sigmoid(h)` of a tensor and its own gate, `x + self.conv(h)` and a skip average `0.5 * x + 0.5 * y` -- plain operators on one shape throughout."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SwishResUnit(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.InstanceNorm(in_channels=channels)
        self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        h = self.norm(x)
        h = h * F.sigmoid(h)
        y = x + self.conv(h)
        return 0.5 * x + 0.5 * y


Net = SwishResUnit
