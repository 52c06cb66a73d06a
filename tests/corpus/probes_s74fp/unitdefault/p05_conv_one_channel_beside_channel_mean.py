"""A 1-channel 3x3 conv (padding 1) beside the channel mean kept."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=1):
        super().__init__()
        self.proj = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.mean(x, axis=1, keepdims=True)
        return h * g
