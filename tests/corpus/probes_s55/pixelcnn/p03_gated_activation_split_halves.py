"""Gated PixelCNN activation: a conv with 2C channels split into halves by `F.split`, `tanh(a) * sigmoid(b)`, a 1x1 residual projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class GatedResidual(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, 3, padding=1, in_channels=channels)
            self.proj = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.conv(x), num_outputs=2, axis=1)
        return x + self.proj(F.tanh(a) * F.sigmoid(b))


Net = GatedResidual
