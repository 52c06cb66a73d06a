"""Spleeter U-Net over a magnitude spectrogram (B, 2, T, F): the time axis padded to a multiple of the U-Net's total stride (the pad computed in python from the constructor's frame count) by concatenating a `zeros_like` of a `slice_axis`, a strided `Conv2D` encoder and a `Conv2DTranspose` decoder with a skip `concat`, the output cropped back to T frames by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 8)]


class PaddedUNet(HybridBlock):
    def __init__(self, frames=6, stride=4, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._t = frames
        self._pad = (-frames) % stride
        with self.name_scope():
            self.down1 = nn.Conv2D(channels, 3, strides=2, padding=1, activation="relu")
            self.down2 = nn.Conv2D(2 * channels, 3, strides=2, padding=1, activation="relu")
            self.up2 = nn.Conv2DTranspose(channels, 2, strides=2, activation="relu")
            self.up1 = nn.Conv2DTranspose(2, 2, strides=2)

    def hybrid_forward(self, F, mag):
        x = mag
        if self._pad:
            x = F.concat(x, F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=self._pad)), dim=2)
        d1 = self.down1(x)
        u = self.up1(F.concat(self.up2(self.down2(d1)), d1, dim=1))
        return F.slice_axis(F.sigmoid(u), axis=2, begin=0, end=self._t) * mag


Net = PaddedUNet
