"""MobileNetV3's squeeze-excite with a hard sigmoid gate: the pooled vector reshaped to `(x.shape[0], x.shape[1], 1, 1)` and multiplied into the map with a plain `*`, then an h-swish `x * relu6(x + 3) / 6` written with `F.clip`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // reduction, in_units=channels)
            self.fc2 = nn.Dense(channels, in_units=channels // reduction)

    def hybrid_forward(self, F, x):
        w = F.mean(x, axis=(2, 3))
        w = F.clip(self.fc2(F.relu(self.fc1(w))) + 3, 0, 6) / 6
        x = x * w.reshape((x.shape[0], x.shape[1], 1, 1))
        return x * F.clip(x + 3, 0, 6) / 6
