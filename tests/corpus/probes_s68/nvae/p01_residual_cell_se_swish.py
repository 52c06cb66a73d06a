"""NVAE encoder residual cell: BN, swish (`x * sigmoid(x)`), 3x3 conv, BN, swish, 3x3 conv, then squeeze-and-
excitation (global average pool, Dense, ReLU, Dense, sigmoid, reshaped to (B, C, 1, 1) by code `(0, 0, 1, 1)`) by
`F.broadcast_mul`, and the residual `x + 0.1 * y` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class SE(HybridBlock):
    def __init__(self, channels, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // reduction, activation="relu")
            self.fc2 = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        s = F.sigmoid(self.fc2(self.fc1(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))))
        return F.broadcast_mul(x, s.reshape((0, 0, 1, 1)))


class ResidualCell(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bn1 = nn.BatchNorm()
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.bn2 = nn.BatchNorm()
            self.conv2 = nn.Conv2D(channels, 3, padding=1)
            self.se = SE(channels)

    def hybrid_forward(self, F, x):
        h = self.bn1(x)
        h = self.conv1(h * F.sigmoid(h))
        h = self.bn2(h)
        h = self.conv2(h * F.sigmoid(h))
        return x + 0.1 * self.se(h)


Net = ResidualCell
