"""NVAE squeeze-excitation with the gate applied as `x * s` after `s.reshape((0, 0, 1, 1))`: a plain `*` of the
(B, C, H, W) features and the (B, C, 1, 1) gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class PlainSE(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.fc1 = nn.Dense(channels // 2, activation="relu")
            self.fc2 = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        h = self.conv(x)
        h = h * F.sigmoid(h)
        s = F.sigmoid(self.fc2(self.fc1(F.mean(h, axis=(2, 3)))))
        return x + 0.1 * (h * s.reshape((0, 0, 1, 1)))


Net = PlainSE
