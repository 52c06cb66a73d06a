"""SKNet unit whose branch attention is reshaped with the batch size read from the input, `att.reshape((x.shape[0], M, C, 1, 1))`, before weighting the stacked branches."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class ShapeSKConv(HybridBlock):
    def __init__(self, channels=8, branches=2, d=4, **kwargs):
        super().__init__(**kwargs)
        self._m, self._c = branches, channels
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(d, activation="relu")
            self.fc_a = nn.Dense(branches * channels)

    def hybrid_forward(self, F, x):
        b1, b2 = self.conv1(x), self.conv2(x)
        z = self.fc(F.mean(b1 + b2, axis=(2, 3)))
        att = F.softmax(self.fc_a(z).reshape((0, self._m, -1)), axis=1)
        att = att.reshape((x.shape[0], self._m, self._c, 1, 1))
        return F.sum(F.broadcast_mul(F.stack(b1, b2, axis=1), att), axis=1)


Net = ShapeSKConv
