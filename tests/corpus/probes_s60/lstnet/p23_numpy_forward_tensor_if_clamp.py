"""Numpy-mode (MXNet 2 style) LSTNet output in `forward` with a python `if` on an array (`if np.any(out < 0)`) clamping negatives; a `forward` override runs as plain Python even after `hybridize()` in MXNet 1.9.1."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12, 4)]


class NumpyClampedHighway(HybridBlock):
    def __init__(self, num_series=4, hw=3, **kwargs):
        super().__init__(**kwargs)
        self._hw = hw
        self._d = num_series
        self.ar = nn.Dense(1, in_units=hw)

    def forward(self, x):
        z = np.transpose(x[:, -self._hw:, :], (0, 2, 1)).reshape(-1, self._hw)
        out = self.ar(z).reshape(-1, self._d)
        if np.any(out < 0):
            out = np.maximum(out, 0)
        return out


Net = NumpyClampedHighway
