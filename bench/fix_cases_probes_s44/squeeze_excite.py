"""Squeeze-and-excitation: channel weights from the pooled map rescale the map."""
from mxnet.gluon import nn

INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // reduction, in_units=channels)
            self.fc2 = nn.Dense(channels, in_units=channels // reduction)

    def hybrid_forward(self, F, x):
        b, c = x.shape[:2]
        w = F.mean(x, axis=(2, 3))
        w = F.sigmoid(self.fc2(F.relu(self.fc1(w))))
        return x * w.reshape((b, c, 1, 1))
