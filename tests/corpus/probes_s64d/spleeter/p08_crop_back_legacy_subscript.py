"""Spleeter U-Net output cropped back to the configured frame count by a legacy-mode subscript `mask[:, :, :self._t]` (the input padded by `concat` of a `zeros_like` slice)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6, 8)]


class SubscriptCrop(HybridBlock):
    def __init__(self, frames=6, stride=4, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._pad = frames, (-frames) % stride
        with self.name_scope():
            self.down = nn.Conv2D(channels, 3, strides=4, padding=1, activation="relu")
            self.up = nn.Conv2DTranspose(2, 4, strides=4)

    def hybrid_forward(self, F, mag):
        x = F.concat(mag, F.zeros_like(F.slice_axis(mag, axis=2, begin=0, end=self._pad)), dim=2)
        mask = F.sigmoid(self.up(self.down(x)))
        return mask[:, :, :self._t] * mag


Net = SubscriptCrop
