"""SKNet unit with the branch weights taken apart by `a1, a2 = F.split(att, num_outputs=2, axis=1, squeeze_axis=True)`, each (N, C) reshaped `(0, 0, 1, 1)` and applied by `broadcast_mul`, the two weighted branches added by `+`; the squeeze by `F.mean(u, axis=(2, 3))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class SplitSKConv(HybridBlock):
    def __init__(self, channels=8, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(channels // reduction, activation="relu")
            self.fc_a = nn.Dense(2 * channels)

    def hybrid_forward(self, F, x):
        b1, b2 = F.relu(self.conv1(x)), F.relu(self.conv2(x))
        z = self.fc(F.mean(b1 + b2, axis=(2, 3)))
        att = F.softmax(self.fc_a(z).reshape((0, 2, -1)), axis=1)
        a1, a2 = F.split(att, num_outputs=2, axis=1, squeeze_axis=True)
        return F.broadcast_mul(b1, a1.reshape((0, 0, 1, 1))) + F.broadcast_mul(b2, a2.reshape((0, 0, 1, 1)))


Net = SplitSKConv
