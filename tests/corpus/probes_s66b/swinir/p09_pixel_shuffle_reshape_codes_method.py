"""SwinIR pixel-shuffle upsampler: conv to `dim * r * r` channels, then a method without F doing the pixel
shuffle by reshape codes `(0, -4, -1, r * r, -2)`, `(0, 0, -4, r, r, -2)`, a transpose and `(0, 0, -3, -3)`;
conv_before_upsample with LeakyReLU, conv_last."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class PixelShuffleUpsampler(HybridBlock):
    def __init__(self, upscale=2, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.upscale = upscale
        with self.name_scope():
            self.conv_before = nn.Conv2D(dim, 3, padding=1)
            self.conv_up = nn.Conv2D(dim * upscale * upscale, 3, padding=1)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def _pixel_shuffle(self, x):
        r = self.upscale
        x = x.reshape((0, -4, -1, r * r, -2)).reshape((0, 0, -4, r, r, -2))
        return x.transpose((0, 1, 4, 2, 5, 3)).reshape((0, 0, -3, -3))

    def hybrid_forward(self, F, x):
        h = F.LeakyReLU(self.conv_before(x), slope=0.01)
        return self.conv_last(self._pixel_shuffle(self.conv_up(h)))


Net = PixelShuffleUpsampler
