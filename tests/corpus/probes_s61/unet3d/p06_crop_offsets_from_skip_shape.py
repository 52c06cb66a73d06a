"""Valid-conv 3-D U-Net center-cropping its skip with offsets computed from the two maps, `d = (skip.shape[2] - up.shape[2]) // 2`, then `slice_axis` on each spatial axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 12, 12, 12)]


class ShapeCropUNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=2, **kwargs):
        super(ShapeCropUNet3D, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        d = (skip.shape[2] - up.shape[2]) // 2
        for axis in (2, 3, 4):
            skip = F.slice_axis(skip, axis=axis, begin=d, end=d + up.shape[axis])
        return self.head(F.concat(up, skip, dim=1))


Net = ShapeCropUNet3D
