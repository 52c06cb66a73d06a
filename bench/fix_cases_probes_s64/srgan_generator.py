"""SRGAN's generator: a 9x9 stem with PReLU, residual blocks (conv-BN-PReLU-conv-BN plus the input), a
conv-BN after them and the long skip by `out += block1`, the x2 upsampling block's PixelShuffle written as
`b, c, h, w = x.shape`, `reshape((b, c // (r * r), r, r, h, w))`, `transpose((0, 1, 4, 2, 5, 3))` and
`reshape((b, c // (r * r), h * r, w * r))`, and a tanh output mapped to [0, 1]."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 4, 4)]


class ResidualBlock(nn.HybridBlock):
    def __init__(self, channels, **kwargs):
        super(ResidualBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.bn1 = nn.BatchNorm(in_channels=channels)
            self.prelu = nn.PReLU()
            self.conv2 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.bn2 = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        residual = self.prelu(self.bn1(self.conv1(x)))
        residual = self.bn2(self.conv2(residual))
        return x + residual


class UpsampleBlock(nn.HybridBlock):
    def __init__(self, channels, up_scale, **kwargs):
        super(UpsampleBlock, self).__init__(**kwargs)
        self.up_scale = up_scale
        with self.name_scope():
            self.conv = nn.Conv2D(channels * up_scale ** 2, 3, padding=1, in_channels=channels)
            self.prelu = nn.PReLU()

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        b, c, h, w = x.shape
        r = self.up_scale
        x = x.reshape((b, c // (r * r), r, r, h, w)).transpose((0, 1, 4, 2, 5, 3))
        x = x.reshape((b, c // (r * r), h * r, w * r))
        return self.prelu(x)


class Net(nn.HybridBlock):
    def __init__(self, channels=8, num_blocks=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.block1 = nn.HybridSequential()
            self.block1.add(nn.Conv2D(channels, 9, padding=4, in_channels=3), nn.PReLU())
            self.res = nn.HybridSequential()
            for _ in range(num_blocks):
                self.res.add(ResidualBlock(channels))
            self.block7 = nn.HybridSequential()
            self.block7.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels),
                            nn.BatchNorm(in_channels=channels))
            self.up = UpsampleBlock(channels, 2)
            self.final = nn.Conv2D(3, 9, padding=4, in_channels=channels)

    def hybrid_forward(self, F, x):
        block1 = self.block1(x)
        out = self.block7(self.res(block1))
        out += block1
        out = self.up(out)
        return (F.tanh(self.final(out)) + 1) / 2
