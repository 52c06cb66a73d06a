"""Numpy-mode (MXNet 2 style) Spleeter in `forward`: the time axis padded to the stride by `np.concatenate` with `np.zeros_like(x[:, :, :pad])` (basic indexing, pad from the constructor), a strided conv encoder/decoder, the output cropped back by `y[:, :, :frames]` -- numpy basic slicing, legal on numpy-mode symbols."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 2, 6, 8)]


class NumpyPaddedUNet(HybridBlock):
    def __init__(self, frames=6, stride=4, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._pad = frames, (-frames) % stride
        self.down = nn.Conv2D(channels, 3, strides=4, padding=1, activation="relu", in_channels=2)
        self.up = nn.Conv2DTranspose(2, 4, strides=4, in_channels=channels)

    def forward(self, mag):
        x = np.concatenate([mag, np.zeros_like(mag[:, :, :self._pad])], axis=2)
        y = npx.sigmoid(self.up(self.down(x)))
        return y[:, :, :self._t] * mag


Net = NumpyPaddedUNet
