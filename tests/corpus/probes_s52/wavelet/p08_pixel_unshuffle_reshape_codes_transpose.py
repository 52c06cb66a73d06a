"""2-D Haar-like downsampling by pixel unshuffle: `reshape((0, 0, -4, -1, r, -4, -1, r))`, a transpose bringing the phases next to the channels, two `(0, -3, -2)` reshapes folding them in, then a 1x1 convolution."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class PixelUnshuffleDown(HybridBlock):
    def __init__(self, factor=2, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.r = factor
        with self.name_scope():
            self.mix = nn.Conv2D(channels, kernel_size=1)

    def unshuffle(self, x):
        r = self.r
        x = x.reshape((0, 0, -4, -1, r, -4, -1, r))       # N, C, H/r, r, W/r, r
        x = x.transpose((0, 1, 3, 5, 2, 4))               # N, C, r, r, H/r, W/r
        return x.reshape((0, -3, -2)).reshape((0, -3, -2))

    def hybrid_forward(self, F, x):
        return self.mix(self.unshuffle(x))


Net = PixelUnshuffleDown
