"""ECAPA squeeze-excitation over time: `s = F.mean(x, axis=2)` (N, C), a bottleneck of two Dense layers and a sigmoid, applied as `F.broadcast_mul(x, s.expand_dims(axis=2))` to the (N, C, T) features, the residual added."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class SEBlock1D(HybridBlock):
    def __init__(self, channels=8, bottleneck=4, **kwargs):
        super().__init__(**kwargs)
        self.fc1 = nn.Dense(bottleneck, activation="relu", in_units=channels)
        self.fc2 = nn.Dense(channels, in_units=bottleneck)

    def hybrid_forward(self, F, x):
        s = F.sigmoid(self.fc2(self.fc1(F.mean(x, axis=2))))
        return F.broadcast_mul(x, s.expand_dims(axis=2)) + x


Net = SEBlock1D
