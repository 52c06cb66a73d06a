"""ShuffleNetV2+ squeeze-excitation on a branch: global average pool to (N, C, 1, 1), two 1x1 convs, hard sigmoid, the branch scaled by plain `*` with the (N, C, 1, 1) gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SEBranch(HybridBlock):
    def __init__(self, channels=4, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.pool = nn.GlobalAvgPool2D()
            self.fc1 = nn.Conv2D(channels // reduction, 1, in_channels=channels, activation="relu")
            self.fc2 = nn.Conv2D(channels, 1, in_channels=channels // reduction)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        gate = F.clip(self.fc2(self.fc1(self.pool(y))) / 6 + 0.5, 0, 1)
        return y * gate


Net = SEBranch
