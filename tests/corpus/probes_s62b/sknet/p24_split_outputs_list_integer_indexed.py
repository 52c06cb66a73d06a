"""SKNet unit keeping `F.split(att, num_outputs=2, axis=1, squeeze_axis=True)` in one name and indexing the outputs, `parts[0]` and `parts[1]` (a multi-output split, so the integer index picks an output)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class PartsSKConv(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(4, activation="relu")
            self.fc_a = nn.Dense(2 * channels)

    def hybrid_forward(self, F, x):
        b1, b2 = F.relu(self.conv1(x)), F.relu(self.conv2(x))
        z = self.fc(F.mean(b1 + b2, axis=(2, 3)))
        parts = F.split(F.softmax(self.fc_a(z).reshape((0, 2, -1)), axis=1), num_outputs=2, axis=1,
                        squeeze_axis=True)
        w1 = parts[0].reshape((0, 0, 1, 1))
        w2 = parts[1].reshape((0, 0, 1, 1))
        return F.broadcast_mul(b1, w1) + F.broadcast_mul(b2, w2)


Net = PartsSKConv
