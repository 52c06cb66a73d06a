"""Spleeter U-Net padding the time axis of the (B, 2, T, F) spectrogram with `F.pad(mode="constant", pad_width=(0, 0, 0, 0, 0, pad, 0, 0))` (pad from the constructor's frames and stride), cropping back by `slice_axis`, the mask times the mixture (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 8)]


class FPadUNet(HybridBlock):
    def __init__(self, frames=6, stride=4, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._pad = frames, (-frames) % stride
        with self.name_scope():
            self.down = nn.Conv2D(channels, 3, strides=4, padding=1, activation="relu")
            self.up = nn.Conv2DTranspose(2, 4, strides=4)

    def hybrid_forward(self, F, mag):
        x = F.pad(mag, mode="constant", constant_value=0, pad_width=(0, 0, 0, 0, 0, self._pad, 0, 0))
        mask = F.sigmoid(self.up(self.down(x)))
        return F.slice_axis(mask, axis=2, begin=0, end=self._t) * mag


Net = FPadUNet
