"""CycleGAN ResNet generator block adding the residual in place, `out += x`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class ResnetBlock(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, in_channels=channels)
            self.norm = nn.InstanceNorm(in_channels=channels)

    def hybrid_forward(self, F, x):
        out = self.norm(self.conv(F.pad(x, mode="reflect", pad_width=(0, 0, 0, 0, 1, 1, 1, 1))))
        out += x
        return out


Net = ResnetBlock
