"""U-Net decoder step: the encoder skip is cropped to the upsampled map with `slice_like(axes=(2, 3))` before concatenation (valid convolutions shrink the decoder)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 10), (2, 8, 4, 4)]


class UpBlock(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.up = nn.Conv2DTranspose(channels, 2, strides=2, in_channels=8)
            self.conv = nn.Conv2D(channels, 3, in_channels=2 * channels, activation="relu")

    def hybrid_forward(self, F, skip, low):
        up = self.up(low)                                   # (N, C, 8, 8)
        skip = F.slice_like(skip, up, axes=(2, 3))          # crop the 10x10 skip to 8x8
        return self.conv(F.concat(up, skip, dim=1))


class Net(UpBlock):
    pass
