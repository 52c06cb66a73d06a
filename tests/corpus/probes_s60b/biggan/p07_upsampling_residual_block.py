"""BigGAN generator residual block: BN-ReLU, nearest `F.UpSampling(scale=2)`, 3x3 convs, and a shortcut that upsamples then applies a 1x1 conv; the two paths are added with plain `+` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3)]


class GBlock(HybridBlock):
    def __init__(self, in_channels=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bn1 = nn.BatchNorm(in_channels=in_channels)
            self.conv1 = nn.Conv2D(out_channels, 3, padding=1, in_channels=in_channels)
            self.bn2 = nn.BatchNorm(in_channels=out_channels)
            self.conv2 = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)
            self.shortcut = nn.Conv2D(out_channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        h = F.UpSampling(F.relu(self.bn1(x)), scale=2, sample_type="nearest")
        h = self.conv2(F.relu(self.bn2(self.conv1(h))))
        return h + self.shortcut(F.UpSampling(x, scale=2, sample_type="nearest"))


Net = GBlock
