"""3-D U-Net step with valid (unpadded) convolutions: the encoder skip is cropped to the upsampled decoder map with `F.slice_like(skip, up, axes=(2, 3, 4))` before the channel concat."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 12, 12, 12)]


class Net(HybridBlock):
    def __init__(self, in_channels=2, channels=4, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(channels, 3, in_channels=in_channels, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.mid = nn.Conv3D(channels, 3, in_channels=channels, activation="relu")
            self.up = nn.Conv3DTranspose(channels, 2, strides=2, in_channels=channels)
            self.dec = nn.Conv3D(classes, 1, in_channels=2 * channels)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.mid(self.pool(skip)))
        skip = F.slice_like(skip, up, axes=(2, 3, 4))
        return self.dec(F.concat(up, skip, dim=1))
