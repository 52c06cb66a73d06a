"""A recursive hourglass: each level pools by 2, recurses, upsamples by nearest neighbour and adds the skip branch; the upsampled map is cut back to the skip's size by `up[:, :, :skip.shape[2], :skip.shape[3]]` (odd sizes) before the add."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, depth=2, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.depth = depth
        with self.name_scope():
            self.skips = nn.HybridSequential()
            self.lows = nn.HybridSequential()
            for _ in range(depth):
                self.skips.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels))
                self.lows.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels))
            self.bottom = nn.Conv2D(channels, 1, in_channels=channels)

    def _level(self, F, x, n):
        skip = self.skips[n](x)
        low = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type='max', pooling_convention='full')
        low = self.lows[n](low)
        if n + 1 < self.depth:
            low = self._level(F, low, n + 1)
        else:
            low = self.bottom(low)
        up = F.UpSampling(low, scale=2, sample_type='nearest')
        up = up[:, :, :skip.shape[2], :skip.shape[3]]
        return skip + up

    def hybrid_forward(self, F, x):
        return self._level(F, x, 0)
