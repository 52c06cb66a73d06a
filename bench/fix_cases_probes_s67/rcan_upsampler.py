"""RCAN's head and tail: MeanShift subtracting the DIV2K RGB mean held as an `nd.array` of shape
(1, 3, 1, 1) times rgb_range, a head conv, the sub-pixel upsampler whose scale picks the number of
pixel-shuffle stages (log2(scale) x2 stages for a power of two, one x3 stage otherwise), each shuffle
written with reshapes from the unpacked shape, and the mean added back."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class PixelShuffle(nn.HybridBlock):
    def __init__(self, upscale_factor, **kwargs):
        super(PixelShuffle, self).__init__(**kwargs)
        self.r = upscale_factor

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        r = self.r
        x = x.reshape((b, c // (r * r), r, r, h, w))
        x = x.transpose((0, 1, 4, 2, 5, 3))
        return x.reshape((b, c // (r * r), h * r, w * r))


class Upsampler(nn.HybridSequential):
    def __init__(self, scale, n_feats, **kwargs):
        super(Upsampler, self).__init__(**kwargs)
        with self.name_scope():
            if (scale & (scale - 1)) == 0:
                for _ in range(int(math.log(scale, 2))):
                    self.add(nn.Conv2D(4 * n_feats, 3, padding=1, in_channels=n_feats))
                    self.add(PixelShuffle(2))
            elif scale == 3:
                self.add(nn.Conv2D(9 * n_feats, 3, padding=1, in_channels=n_feats))
                self.add(PixelShuffle(3))
            else:
                raise NotImplementedError(scale)


class Net(nn.HybridBlock):
    def __init__(self, scale=4, n_feats=8, n_colors=3, rgb_range=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.rgb_range = rgb_range
        self.rgb_mean = nd.array((0.4488, 0.4371, 0.4040)).reshape((1, 3, 1, 1))
        with self.name_scope():
            self.head = nn.Conv2D(n_feats, 3, padding=1, in_channels=n_colors)
            self.upsample = Upsampler(scale, n_feats)
            self.tail = nn.Conv2D(n_colors, 3, padding=1, in_channels=n_feats)

    def hybrid_forward(self, F, x):
        x = x - self.rgb_mean * self.rgb_range
        x = self.head(x)
        x = self.tail(self.upsample(x))
        return x + self.rgb_mean * self.rgb_range
