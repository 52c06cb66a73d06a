"""Numpy-mode (MXNet 2 style) LSTNet skip part in `forward`: `n, c, t = h.shape` and `h.reshape(n, c, t // skip, skip)` with `np.transpose`; reading shapes is how MXNet 2 code is written."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12, 4)]


class NumpySkipFold(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, kernel=3, skip=2, **kwargs):
        super().__init__(**kwargs)
        self._skip = skip
        self.conv = nn.Conv1D(conv_hid, kernel, in_channels=num_series, activation="relu")
        self.fc = nn.Dense(num_series, in_units=conv_hid * skip)

    def forward(self, x):
        h = self.conv(np.transpose(x, (0, 2, 1)))
        n, c, t = h.shape
        pt = t // self._skip
        h = h[:, :, t - pt * self._skip:].reshape(n, c, pt, self._skip)
        h = np.mean(h, axis=2).reshape(n, c * self._skip)
        return self.fc(h)


Net = NumpySkipFold
