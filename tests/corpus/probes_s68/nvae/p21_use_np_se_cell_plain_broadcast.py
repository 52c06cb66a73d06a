"""Numpy-mode NVAE residual cell with `@use_np` on `hybrid_forward`: swish by `x * F.npx.sigmoid(x)`, the
squeeze-excitation gate from `F.np.mean(h, axis=(2, 3))` through two Dense layers, applied as `h *
gate.reshape(-1, C, 1, 1)` with the channel count from the constructor (numpy-mode arrays broadcast), and the
residual `x + 0.1 * h`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 4, 4)]


@use_np
class NumpySECell(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.fc1 = nn.Dense(channels // 2, in_units=channels)
            self.fc2 = nn.Dense(channels, in_units=channels // 2)

    def hybrid_forward(self, F, x):
        h = self.conv(x * F.npx.sigmoid(x))
        h = h * F.npx.sigmoid(h)
        gate = F.npx.sigmoid(self.fc2(F.npx.relu(self.fc1(F.np.mean(h, axis=(2, 3))))))
        return x + 0.1 * (h * gate.reshape(-1, self.channels, 1, 1))


Net = NumpySECell
