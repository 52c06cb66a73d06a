"""DDSP filtered noise with `F.dot(mags, basis, transpose_b=True)` on a (taps, bands) constant, and a per-sample fade-in from `F.contrib.arange_like(ir, axis=2)` divided by the python tap count."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class TransposeBNoise(HybridBlock):
    def __init__(self, bands=5, taps=8, **kwargs):
        super().__init__(**kwargs)
        self._taps = taps
        n = np.arange(taps)[:, None] - (taps - 1) / 2.0
        k = np.arange(bands)[None, :]
        with self.name_scope():
            self.mags = nn.Dense(bands, flatten=False, activation="sigmoid")
            self.basis = self.params.get_constant("basis", (np.cos(np.pi * k * n / bands) / bands).astype("float32"))

    def hybrid_forward(self, F, h, basis):
        ir = F.dot(self.mags(h), basis, transpose_b=True)
        fade = F.contrib.arange_like(ir, axis=2) / self._taps
        return F.broadcast_mul(ir, F.reshape(fade, (1, 1, -1))).reshape((0, -1))


Net = TransposeBNoise
