"""SKNet selective kernel moving its branch weights next to the features with `w.as_in_context(x.context)` before splitting them, as multi-device code does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class TemperatureSelectiveKernel(HybridBlock):
    def __init__(self, channels=8, reduced=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv3 = nn.Conv2D(channels, 3, padding=1, in_channels=channels, activation="relu")
            self.conv5 = nn.Conv2D(channels, 3, padding=2, dilation=2, in_channels=channels, activation="relu")
            self.fc = nn.Dense(reduced, in_units=channels, activation="relu")
            self.select = nn.Dense(2 * channels, in_units=reduced)

    def hybrid_forward(self, F, x):
        a, b = self.conv3(x), self.conv5(x)
        z = self.fc(F.mean(a + b, axis=(2, 3)))
        w = F.softmax(self.select(z).reshape((0, 2, -1)), axis=1).as_in_context(x.context)
        wa, wb = F.split(w, num_outputs=2, axis=1)
        return F.broadcast_mul(a, wa.reshape((0, -1, 1, 1))) + F.broadcast_mul(b, wb.reshape((0, -1, 1, 1)))


Net = TemperatureSelectiveKernel
