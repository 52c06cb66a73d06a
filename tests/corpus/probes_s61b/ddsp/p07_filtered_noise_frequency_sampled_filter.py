"""DDSP filtered noise: per-frame filter magnitudes from a Dense head turned into symmetric impulse responses by `F.dot` with a constant cosine basis, windowed by a constant Hann window (`broadcast_mul`), applied to the noise frames and overlap-free frames flattened to samples with `reshape((0, -1))`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 8)]


def cosine_basis(bands, taps):
    k = np.arange(bands)[:, None]
    n = np.arange(taps)[None, :] - (taps - 1) / 2.0
    return (np.cos(np.pi * k * n / bands) / bands).astype("float32")


class FilteredNoise(HybridBlock):
    def __init__(self, bands=5, taps=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mags = nn.Dense(bands, flatten=False, activation="sigmoid")
            self.basis = self.params.get_constant("basis", cosine_basis(bands, taps))
            self.window = self.params.get_constant("window", np.hanning(taps).astype("float32")[None, None, :])

    def hybrid_forward(self, F, h, noise, basis, window):
        ir = F.broadcast_mul(F.dot(self.mags(h), basis), window)
        return (ir * noise).reshape((0, -1))


Net = FilteredNoise
