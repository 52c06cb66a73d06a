"""Pixel shuffle upsampling for the synthesis side, sizes unpacked from `b, c, h, w = x.shape` into `F.reshape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class PixelShuffleUp(HybridBlock):
    def __init__(self, factor=2, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.r = factor
        with self.name_scope():
            self.expand = nn.Conv2D(channels * factor * factor, kernel_size=1)

    def hybrid_forward(self, F, x):
        x = self.expand(x)
        b, c, h, w = x.shape
        r = self.r
        x = F.reshape(x, shape=(b, c // (r * r), r, r, h, w))
        x = F.transpose(x, axes=(0, 1, 4, 2, 5, 3))
        return F.reshape(x, shape=(b, c // (r * r), h * r, w * r))


Net = PixelShuffleUp
