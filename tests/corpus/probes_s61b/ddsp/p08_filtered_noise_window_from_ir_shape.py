"""DDSP filtered noise building its Hann window at call time as `sin(pi * n / (taps - 1)) ** 2` over `F.arange(taps)`, `taps = ir.shape[-1]` read off the impulse responses."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4, 8)]


class ShapeWindowNoise(HybridBlock):
    def __init__(self, bands=5, taps=8, **kwargs):
        super().__init__(**kwargs)
        k = np.arange(bands)[:, None]
        n = np.arange(taps)[None, :] - (taps - 1) / 2.0
        with self.name_scope():
            self.mags = nn.Dense(bands, flatten=False, activation="sigmoid")
            self.basis = self.params.get_constant("basis", (np.cos(np.pi * k * n / bands) / bands).astype("float32"))

    def hybrid_forward(self, F, h, noise, basis):
        ir = F.dot(self.mags(h), basis)
        taps = ir.shape[-1]
        window = F.square(F.sin(F.arange(taps) * (np.pi / (taps - 1))))
        return (F.broadcast_mul(ir, window) * noise).reshape((0, -1))


Net = ShapeWindowNoise
