"""YOLOF's dilated encoder: a 1x1 lateral conv and a 3x3 fpn conv on the C5 map, then residual bottlenecks
whose 3x3 conv takes its dilation from the constructor's list (`block_dilations=(2, 4, 6, 8)`), each
bottleneck adding its identity with `out += identity`; the blocks are kept in a HybridSequential built in a
loop over the dilations, the way the cvpods port writes them."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 12, 12)]


class Bottleneck(nn.HybridBlock):
    def __init__(self, in_channels, mid_channels, dilation, **kwargs):
        super(Bottleneck, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(mid_channels, 1, in_channels=in_channels)
            self.bn1 = nn.BatchNorm(in_channels=mid_channels)
            self.conv2 = nn.Conv2D(mid_channels, 3, padding=dilation, dilation=dilation,
                                   in_channels=mid_channels)
            self.bn2 = nn.BatchNorm(in_channels=mid_channels)
            self.conv3 = nn.Conv2D(in_channels, 1, in_channels=mid_channels)
            self.bn3 = nn.BatchNorm(in_channels=in_channels)

    def hybrid_forward(self, F, x):
        identity = x
        out = F.relu(self.bn1(self.conv1(x)))
        out = F.relu(self.bn2(self.conv2(out)))
        out = F.relu(self.bn3(self.conv3(out)))
        out += identity
        return out


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, encoder_channels=16, block_mid_channels=4,
                 block_dilations=(2, 4, 6, 8), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral_conv = nn.Conv2D(encoder_channels, 1, in_channels=in_channels)
            self.lateral_norm = nn.BatchNorm(in_channels=encoder_channels)
            self.fpn_conv = nn.Conv2D(encoder_channels, 3, padding=1, in_channels=encoder_channels)
            self.fpn_norm = nn.BatchNorm(in_channels=encoder_channels)
            self.dilated_encoder_blocks = nn.HybridSequential()
            for d in block_dilations:
                self.dilated_encoder_blocks.add(Bottleneck(encoder_channels, block_mid_channels, d))

    def hybrid_forward(self, F, feature):
        out = self.lateral_norm(self.lateral_conv(feature))
        out = self.fpn_norm(self.fpn_conv(out))
        return self.dilated_encoder_blocks(out)
