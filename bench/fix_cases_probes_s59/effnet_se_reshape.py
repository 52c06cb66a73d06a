"""EfficientNet's squeeze-excite: the map averaged to (N, C), reduced and expanded by two Dense layers with swish, the gate reshaped by `x.shape[0]` and multiplied back onto the map by NDArray's broadcasting `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, se_ratio=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        squeezed = max(1, int(channels * se_ratio))
        with self.name_scope():
            self.reduce = nn.Dense(squeezed, in_units=channels)
            self.expand = nn.Dense(channels, in_units=squeezed)

    def hybrid_forward(self, F, x):
        s = x.mean(axis=(2, 3))
        s = self.reduce(s)
        s = s * F.sigmoid(s)
        s = F.sigmoid(self.expand(s))
        return x * s.reshape((x.shape[0], -1, 1, 1))
