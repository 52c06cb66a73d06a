"""A (C, 1, 1) bias Parameter added to a conv output (N, C, H, W) with `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(4, 1, use_bias=False, in_channels=3)
            self.shift = self.params.get("shift", shape=(4, 1, 1), init="zeros")

    def hybrid_forward(self, F, x, shift):
        return self.conv(x) + shift
