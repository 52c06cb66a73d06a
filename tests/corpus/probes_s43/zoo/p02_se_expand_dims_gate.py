"""Squeeze-excitation: pooled gate through two Dense layers, broadcast back with expand_dims."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=8, reduction=4):
        super().__init__()
        with self.name_scope():
            self.squeeze = nn.Dense(channels // reduction, in_units=channels)
            self.excite = nn.Dense(channels, in_units=channels // reduction)

    def hybrid_forward(self, F, x):
        s = F.mean(x, axis=(2, 3))
        g = F.sigmoid(self.excite(F.relu(self.squeeze(s))))
        return F.broadcast_mul(x, g.expand_dims(axis=2).expand_dims(axis=3))
