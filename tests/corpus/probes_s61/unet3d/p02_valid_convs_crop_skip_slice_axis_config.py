"""Original-paper 3-D U-Net with unpadded convs: the decoder is smaller than the skip, so the skip is center-cropped by three `slice_axis` calls whose offsets are computed in `__init__` from the configured input side."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 12, 12, 12)]


class ValidUNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=2, side=12, **kwargs):
        super(ValidUNet3D, self).__init__(**kwargs)
        skip = side - 2
        up = ((skip // 2) - 2) * 2
        self._crop = ((skip - up) // 2, (skip - up) // 2 + up)
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        begin, end = self._crop
        for axis in (2, 3, 4):
            skip = F.slice_axis(skip, axis=axis, begin=begin, end=end)
        return self.head(F.concat(up, skip, dim=1))


Net = ValidUNet3D
