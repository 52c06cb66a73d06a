"""SKNet unit whose branch weights come out of `F.split(att.reshape((0, 2, -1, 1, 1)), num_outputs=2, axis=1, squeeze_axis=True)` as (N, C, 1, 1) maps and are applied by plain `b1 * a1 + b2 * a2` to the (N, C, H, W) branches."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class PlainMulSKConv(HybridBlock):
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
        att = F.softmax(self.fc_a(z).reshape((0, 2, -1)), axis=1)
        a1, a2 = F.split(att.reshape((0, 2, -1, 1, 1)), num_outputs=2, axis=1, squeeze_axis=True)
        return b1 * a1 + b2 * a2


Net = PlainMulSKConv
