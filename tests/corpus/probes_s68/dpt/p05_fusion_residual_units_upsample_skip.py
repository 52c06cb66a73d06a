"""DPT feature fusion block: two residual conv units (`x + conv(relu(conv(relu(x))))`, plain `+` of equal
shapes), the skip from the reassembled stage added after the first unit, nearest upsampling by 2 with
`F.UpSampling`, and a 1x1 output projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4), (2, 6, 4, 4)]


class ResidualConvUnit(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        out = self.conv1(F.relu(x))
        out = self.conv2(F.relu(out))
        return x + out


class FusionBlock(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.unit1 = ResidualConvUnit(channels)
            self.unit2 = ResidualConvUnit(channels)
            self.out_conv = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, x, skip):
        out = x + self.unit1(skip)
        out = self.unit2(out)
        out = F.UpSampling(out, scale=2, sample_type="nearest")
        return self.out_conv(out)


Net = FusionBlock
