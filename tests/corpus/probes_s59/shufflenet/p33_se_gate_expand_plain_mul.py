"""ShuffleNetV2+ SE gate computed on flattened (N, C) pooled features by Dense layers, expanded twice to (N, C, 1, 1) and applied by plain `*` to the (N, C, H, W) branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class DenseSE(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.fc1 = nn.Dense(2, activation="relu", in_units=channels)
            self.fc2 = nn.Dense(channels, activation="sigmoid", in_units=2)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        gate = self.fc2(self.fc1(F.mean(y, axis=(2, 3))))
        return y * gate.expand_dims(axis=2).expand_dims(axis=3)


Net = DenseSE
