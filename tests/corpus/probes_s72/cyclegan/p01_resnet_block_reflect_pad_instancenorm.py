"""CycleGAN ResNet generator block: reflection padding by `F.pad(mode='reflect')`, 3x3 conv,
InstanceNorm, relu, twice, and the residual sum `x + out` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ResnetBlock(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, in_channels=channels)
            self.norm1 = nn.InstanceNorm(in_channels=channels)
            self.conv2 = nn.Conv2D(channels, 3, in_channels=channels)
            self.norm2 = nn.InstanceNorm(in_channels=channels)

    def _pad(self, F, x):
        return F.pad(x, mode="reflect", pad_width=(0, 0, 0, 0, 1, 1, 1, 1))

    def hybrid_forward(self, F, x):
        out = F.relu(self.norm1(self.conv1(self._pad(F, x))))
        out = self.norm2(self.conv2(self._pad(F, out)))
        return x + out


Net = ResnetBlock
