"""Squeeze-and-excitation over EEG electrodes whose gate (B, C) is expanded to (B, C, 1) and applied to the (B, C, T) trial with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, electrodes=4, reduction=2, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(electrodes // reduction, activation="relu")
            self.fc2 = nn.Dense(electrodes, activation="sigmoid")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        gate = self.fc2(self.fc1(x.mean(axis=2)))
        x = x * gate.expand_dims(axis=2)
        return self.classify(x)
