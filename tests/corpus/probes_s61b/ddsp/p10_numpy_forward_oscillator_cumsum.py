"""Numpy-mode (MXNet 2 style) DDSP oscillator in `forward`: `np.repeat` to samples, harmonic numbers from `np.arange` of the configured count, `np.cumsum` phase, amplitudes normalised with `/` over a keepdims sum (numpy broadcasting), `npx.sigmoid`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4, 1), (2, 4, 3)]


class NumpyOscillator(HybridBlock):
    def __init__(self, n_harmonics=3, hop=6, sample_rate=16000, **kwargs):
        super().__init__(**kwargs)
        self._k = n_harmonics
        self._hop = hop
        self._sr = float(sample_rate)

    def forward(self, f0, amps):
        f0_up = np.repeat((f0 + 1.0) * 200.0 + 50.0, self._hop, axis=1)
        freqs = f0_up * np.arange(1, self._k + 1).reshape(1, 1, -1)
        phase = np.cumsum(2 * 3.14159265 * freqs / self._sr, axis=1)
        a = npx.sigmoid(amps)
        a = np.repeat(a / np.sum(a, axis=-1, keepdims=True), self._hop, axis=1)
        return np.sum(a * np.sin(phase), axis=-1)


Net = NumpyOscillator
