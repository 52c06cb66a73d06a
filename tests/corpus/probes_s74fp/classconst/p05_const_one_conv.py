"""A 1x1 conv of `CH = 1` channels beside the channel max kept."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    CH = 1

    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2D(self.CH, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        return self.proj(x) + F.max(x, axis=1, keepdims=True)
