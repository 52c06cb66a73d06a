"""2-D U-Net step that centre-crops the skip with a python offset known from the architecture (`self.offset`, `self.size`) through a numpy-style subscript `skip[:, :, o:o + s, o:o + s]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Net(HybridBlock):
    def __init__(self, in_channels=3, channels=4, classes=2, offset=2, size=10, **kwargs):
        super().__init__(**kwargs)
        self.offset, self.size = offset, size
        with self.name_scope():
            self.enc = nn.Conv2D(channels, 3, in_channels=in_channels, activation="relu")
            self.pool = nn.MaxPool2D(2)
            self.mid = nn.Conv2D(channels, 3, in_channels=channels, activation="relu")
            self.up = nn.Conv2DTranspose(channels, 2, strides=2, in_channels=channels)
            self.dec = nn.Conv2D(classes, 1, in_channels=2 * channels)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.mid(self.pool(skip)))
        o, s = self.offset, self.size
        return self.dec(F.concat(up, skip[:, :, o:o + s, o:o + s], dim=1))
