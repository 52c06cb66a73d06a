"""DDSP filtered noise taking impulse responses as `F.dot(mags, basis.T)` from a (taps, bands) constant basis, `.T` as numpy code writes a transpose."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class TransposedBasisNoise(HybridBlock):
    def __init__(self, bands=5, taps=8, **kwargs):
        super().__init__(**kwargs)
        n = np.arange(taps)[:, None] - (taps - 1) / 2.0
        k = np.arange(bands)[None, :]
        with self.name_scope():
            self.mags = nn.Dense(bands, flatten=False, activation="sigmoid")
            self.basis = self.params.get_constant("basis", (np.cos(np.pi * k * n / bands) / bands).astype("float32"))

    def hybrid_forward(self, F, h, basis):
        return F.dot(self.mags(h), basis.T).reshape((0, -1))


Net = TransposedBasisNoise
