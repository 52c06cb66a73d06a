"""3-D U-Net step that centre-crops the skip connection with offsets computed from both maps' `.shape` (`(skip.shape[2] - up.shape[2]) // 2`) and `F.slice(begin=..., end=...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 12, 12, 12)]


def center_crop(F, skip, up):
    d = [(skip.shape[i] - up.shape[i]) // 2 for i in (2, 3, 4)]
    begin = (None, None, d[0], d[1], d[2])
    end = (None, None, d[0] + up.shape[2], d[1] + up.shape[3], d[2] + up.shape[4])
    return F.slice(skip, begin=begin, end=end)


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
        return self.dec(F.concat(up, center_crop(F, skip, up), dim=1))
