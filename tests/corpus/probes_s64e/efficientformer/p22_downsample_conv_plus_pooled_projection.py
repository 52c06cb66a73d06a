"""EfficientFormer-style downsampling with a pooled shortcut: a stride-2 3x3 conv (padding 1) plus a 1x1 projection of a stride-2 average pool -- two layers' outputs of equal shapes (N, 2C, H/2, W/2) by construction -- added by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class Downsample(HybridBlock):
    def __init__(self, cin=4, cout=8, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(cout, 3, 2, 1, in_channels=cin)
        self.pool = nn.AvgPool2D(2, 2)
        self.proj = nn.Conv2D(cout, 1, in_channels=cin)
        self.bn = nn.BatchNorm(in_channels=cout)

    def hybrid_forward(self, F, x):
        return self.bn(self.conv(x) + self.proj(self.pool(x)))


Net = Downsample
