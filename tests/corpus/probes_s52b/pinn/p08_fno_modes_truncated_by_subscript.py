"""Fourier neural operator layer with an FFT-free real basis: the (N, 2N) cos/sin basis is a `get_constant`, the spectrum `F.dot(u, basis)` is truncated to the constructor's low modes with a subscript `[:, :, :modes]`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


def real_basis(n):
    k = np.arange(n)[None, :]
    x = np.arange(n)[:, None]
    return np.concatenate([np.cos(2 * np.pi * k * x / n), np.sin(2 * np.pi * k * x / n)], axis=1).astype("float32")


class Net(HybridBlock):
    def __init__(self, n=8, modes=3, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.modes = modes
        with self.name_scope():
            self.basis = self.params.get_constant("basis", real_basis(n))
            self.mix = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, u, basis):
        spec = F.dot(u, basis)                      # (B, C, 2N)
        low = spec[:, :, :self.modes]
        return self.mix(F.transpose(low, axes=(0, 2, 1)))
