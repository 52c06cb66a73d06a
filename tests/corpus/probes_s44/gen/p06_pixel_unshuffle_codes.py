"""Pixel unshuffle (space-to-depth) before a 1x1 conv, with reshape codes and a constructor factor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, factor=2, channels=5, **kwargs):
        super().__init__(**kwargs)
        self._factor = factor
        with self.name_scope():
            self.proj = nn.Conv2D(channels, 1, in_channels=3 * factor * factor)

    def hybrid_forward(self, F, x):
        r = self._factor
        x = F.reshape(x, shape=(0, 0, -4, -1, r, -4, -1, r))  # N, C, H/r, r, W/r, r
        x = F.transpose(x, axes=(0, 1, 3, 5, 2, 4))           # N, C, r, r, H/r, W/r
        x = F.reshape(x, shape=(0, -3, -2))                   # N, C*r, r, H/r, W/r
        x = F.reshape(x, shape=(0, -3, -2))                   # N, C*r*r, H/r, W/r
        return self.proj(x)
