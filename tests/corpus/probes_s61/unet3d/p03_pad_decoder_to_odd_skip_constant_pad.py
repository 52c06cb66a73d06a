"""3-D U-Net on an odd-sided volume: the pooled path loses a voxel, so the upsampled decoder is padded by one voxel at the end of each spatial axis with `F.pad(mode="constant", pad_width=...)` (a python tuple) before the skip concat."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 7, 7, 7)]


class PadUNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super(PadUNet3D, self).__init__(**kwargs)
        self._pad = (0, 0, 0, 0, 0, 1, 0, 1, 0, 1)
        with self.name_scope():
            self.enc = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
            self.pool = nn.MaxPool3D(2)
            self.bottom = nn.Conv3D(2 * base, 3, padding=1, in_channels=base, activation="relu")
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.head = nn.Conv3D(classes, 1, in_channels=2 * base)

    def hybrid_forward(self, F, x):
        skip = self.enc(x)
        up = self.up(self.bottom(self.pool(skip)))
        up = F.pad(up, mode="constant", pad_width=self._pad, constant_value=0)
        return self.head(F.concat(up, skip, dim=1))


Net = PadUNet3D
