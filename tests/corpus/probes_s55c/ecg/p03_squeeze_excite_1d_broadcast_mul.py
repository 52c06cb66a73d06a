"""Squeeze-and-excitation over leads with the (N, C, 1) gate applied by `F.broadcast_mul`, inside a residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 32)]


class SE1D(HybridBlock):
    def __init__(self, channels=12, reduction=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Conv1D(channels // reduction, 1, activation="relu")
            self.fc2 = nn.Conv1D(channels, 1, activation="sigmoid")

    def hybrid_forward(self, F, x):
        gate = self.fc2(self.fc1(F.mean(x, axis=2, keepdims=True)))
        return x + F.broadcast_mul(x, gate)


Net = SE1D
