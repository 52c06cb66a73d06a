"""Valid-conv 3-D U-Net cropping the skip with a PyTorch-style subscript `skip[:, :, c:-c, c:-c, c:-c]`, the crop width fixed in `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 12, 12, 12)]


class SubscriptCropUNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=2, **kwargs):
        super(SubscriptCropUNet3D, self).__init__(**kwargs)
        self._c = 2
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        c = self._c
        skip = skip[:, :, c:-c, c:-c, c:-c]
        return self.head(F.concat(up, skip, dim=1))


Net = SubscriptCropUNet3D
