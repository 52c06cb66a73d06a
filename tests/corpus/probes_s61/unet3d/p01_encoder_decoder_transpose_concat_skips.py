"""3-D U-Net with two levels: double Conv3D blocks (padding 1) built by a helper function, MaxPool3D down, Conv3DTranspose(kernel 2, stride 2) up, skips concatenated on the channel axis (equal sizes), a 1x1x1 class head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8, 8)]


def double_conv(in_ch, out_ch):
    block = nn.HybridSequential()
    block.add(nn.Conv3D(out_ch, 3, padding=1, in_channels=in_ch), nn.BatchNorm(in_channels=out_ch), nn.Activation("relu"),
              nn.Conv3D(out_ch, 3, padding=1, in_channels=out_ch), nn.Activation("relu"))
    return block


class UNet3D(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super(UNet3D, self).__init__(**kwargs)
        with self.name_scope():
            self.enc1 = double_conv(in_ch, base)
            self.enc2 = double_conv(base, 2 * base)
            self.pool = nn.MaxPool3D(2)
            self.up = nn.Conv3DTranspose(base, 2, strides=2, in_channels=2 * base)
            self.dec1 = double_conv(2 * base, base)
            self.head = nn.Conv3D(classes, 1, in_channels=base)

    def hybrid_forward(self, F, x):
        s1 = self.enc1(x)
        b = self.enc2(self.pool(s1))
        d1 = self.dec1(F.concat(self.up(b), s1, dim=1))
        return self.head(d1)


Net = UNet3D
