"""Numpy-mode dark channel (`forward`): `np.min(..., keepdims=True)`, a min filter by `npx.pooling`, `np.clip` of the transmission."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 3, 12, 12)]


class NumpyDarkChannel(HybridBlock):
    def __init__(self, omega=0.95, patch=5, **kwargs):
        super().__init__(**kwargs)
        self.omega = omega
        self.patch = patch

    def forward(self, hazy):
        p = self.patch
        m = np.min(hazy, axis=1, keepdims=True)
        dark = -npx.pooling(-m, kernel=(p, p), stride=(1, 1), pad=(p // 2, p // 2), pool_type="max")
        return np.clip(1.0 - self.omega * dark, 0.1, 1.0)


Net = NumpyDarkChannel
