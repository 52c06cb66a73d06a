"""NAFNet's U-shaped body: encoder outputs appended to a python list, strided 2x2 down-convs, the decoder
walking the list reversed with a 1x1 conv and a pixel shuffle by reshape codes (`-4` splits of the channel
axis, a transpose, `-3` merges) and plain `+` of equal-shaped skips."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class NAFUNet(HybridBlock):
    def __init__(self, width=4, depth=2, **kwargs):
        super().__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.downs = nn.HybridSequential()
            self.ups = nn.HybridSequential()
            chan = width
            for _ in range(depth):
                self.downs.add(nn.Conv2D(chan * 2, 2, strides=2, in_channels=chan))
                chan *= 2
            for _ in range(depth):
                self.ups.add(nn.Conv2D(chan * 2, 1, in_channels=chan, use_bias=False))
                chan //= 2

    def pixel_shuffle(self, F, x):
        x = F.reshape(x, shape=(0, -4, -1, 4, -2))                  # (N, C, 4, H, W)
        x = F.reshape(x, shape=(0, 0, -4, 2, 2, -2))               # (N, C, 2, 2, H, W)
        x = F.transpose(x, axes=(0, 1, 4, 2, 5, 3))                # (N, C, H, 2, W, 2)
        return F.reshape(x, shape=(0, 0, -3, -3))

    def hybrid_forward(self, F, x):
        skips = []
        for down in self.downs:
            skips.append(x)
            x = down(x)
        for up, skip in zip(self.ups, reversed(skips)):
            x = self.pixel_shuffle(F, up(x)) + skip
        return x


Net = NAFUNet
