"""Squeeze-and-excitation over EEG electrodes: the (B, C) squeeze is the mean over time, two Dense layers give the gate, and the trial is rescaled by `broadcast_mul` with the gate expanded to (B, C, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class SE(HybridBlock):
    def __init__(self, channels, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(max(1, channels // reduction), activation="relu")
            self.fc2 = nn.Dense(channels, activation="sigmoid")

    def hybrid_forward(self, F, x):
        s = self.fc2(self.fc1(F.mean(x, axis=2)))
        return F.broadcast_mul(x, s.expand_dims(axis=2))


class Net(HybridBlock):
    def __init__(self, electrodes=4, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.se = SE(electrodes)
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        return self.classify(F.max(self.conv(self.se(x)), axis=2))
