"""Bone stream built joint by joint: `joints[:, :, :, v] - joints[:, :, :, p]` for each (child, parent) pair, stacked back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 5)]

PAIRS = [(0, 0), (1, 0), (2, 1), (3, 2), (4, 1)]


class BoneStream(HybridBlock):
    def __init__(self, in_channels=3, channels=8, num_class=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, (3, 1), padding=(1, 0), in_channels=in_channels, activation="relu")
            self.fc = nn.Dense(num_class, in_units=channels)

    def hybrid_forward(self, F, joints):
        bones = [joints[:, :, :, v] - joints[:, :, :, p] for v, p in PAIRS]
        bones = F.stack(*bones, axis=3)
        return self.fc(F.mean(self.conv(bones), axis=(2, 3)))


Net = BoneStream
