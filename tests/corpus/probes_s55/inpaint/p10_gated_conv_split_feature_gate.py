"""Gated convolution (free-form inpainting): one conv with twice the channels, split into feature and gate by `F.split`, `leaky_relu(feature) * sigmoid(gate)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class GatedConv2D(HybridBlock):
    def __init__(self, channels=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        feature, gate = F.split(self.conv(x), num_outputs=2, axis=1)
        return F.LeakyReLU(feature, slope=0.2) * F.sigmoid(gate)


Net = GatedConv2D
