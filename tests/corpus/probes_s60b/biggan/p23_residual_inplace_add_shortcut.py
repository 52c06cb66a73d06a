"""BigGAN discriminator block adding the shortcut in place: `h += self.shortcut(x)` after the two convs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class DBlock(HybridBlock):
    def __init__(self, in_channels=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(out_channels, 3, padding=1, in_channels=in_channels)
            self.conv2 = nn.Conv2D(out_channels, 3, padding=1, in_channels=out_channels)
            self.shortcut = nn.Conv2D(out_channels, 1, in_channels=in_channels)

    def hybrid_forward(self, F, x):
        h = self.conv2(F.relu(self.conv1(F.relu(x))))
        h += self.shortcut(x)
        return F.Pooling(h, kernel=(2, 2), stride=(2, 2), pool_type="avg")


Net = DBlock
