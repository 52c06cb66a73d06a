"""Gated PixelCNN horizontal stack (vertical features fed in by a 1x1 conv) whose gate halves are `h[:, :self.channels]` and `h[:, self.channels:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class GatedHorizontal(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.v_conv = nn.Conv2D(2 * channels, 3, padding=1, in_channels=channels)
            self.v_to_h = nn.Conv2D(2 * channels, 1, in_channels=2 * channels)
            self.h_conv = nn.Conv2D(2 * channels, (1, 3), padding=(0, 1), in_channels=channels)

    def hybrid_forward(self, F, x):
        h = self.h_conv(x) + self.v_to_h(self.v_conv(x))
        return x + F.tanh(h[:, :self.channels]) * F.sigmoid(h[:, self.channels:])


Net = GatedHorizontal
