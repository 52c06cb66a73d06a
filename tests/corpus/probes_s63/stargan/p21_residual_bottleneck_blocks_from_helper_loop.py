"""StarGAN generator bottleneck: residual blocks (Conv2D + InstanceNorm + ReLU twice) built by a child class in a python loop over the configured `repeat_num`, each applied as `x + self.main(x)` (equal shapes), then a `Conv2DTranspose` up-sampling layer."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class ResidualBlock(HybridBlock):
    def __init__(self, channels, **kwargs):
        super(ResidualBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.main = nn.HybridSequential()
            self.main.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels, use_bias=False),
                          nn.InstanceNorm(in_channels=channels), nn.Activation("relu"),
                          nn.Conv2D(channels, 3, padding=1, in_channels=channels, use_bias=False),
                          nn.InstanceNorm(in_channels=channels))

    def hybrid_forward(self, F, x):
        return x + self.main(x)


class Bottleneck(HybridBlock):
    def __init__(self, channels=4, repeat_num=3, **kwargs):
        super(Bottleneck, self).__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(repeat_num):
                self.blocks.add(ResidualBlock(channels))
            self.up = nn.Conv2DTranspose(channels // 2, 4, strides=2, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        return F.relu(self.up(self.blocks(x)))


Net = Bottleneck
