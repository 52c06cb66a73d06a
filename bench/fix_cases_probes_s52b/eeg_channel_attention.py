"""Squeeze-excitation over EEG channels: a gate per channel from its mean activity, reshaped with the input's sizes and applied along time."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 9)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, reduction=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // reduction, in_units=channels, activation="relu")
            self.fc2 = nn.Dense(channels, in_units=channels // reduction)

    def hybrid_forward(self, F, x):
        s = F.sigmoid(self.fc2(self.fc1(x.mean(axis=2))))
        s = s.reshape((x.shape[0], x.shape[1], 1))
        return x * s
