"""Numpy-mode lat-lon block: periodic longitude padding by `F.np.concatenate` of basic slices `x[:, :, :, -1:]` and `x[:, :, :, :1]`, latitude weights a constant reshaped `(1, 1, -1, 1)` and applied with a plain `*` (numpy broadcasting)."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4, 8)]


class NumpyLatLon(HybridBlock):
    def __init__(self, n_lat=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get_constant("w", onp.cos(onp.deg2rad(onp.linspace(-67.5, 67.5, n_lat))))
            self.conv = nn.Conv2D(3, (1, 3))

    def hybrid_forward(self, F, x, w):
        x = F.np.concatenate([x[:, :, :, -1:], x, x[:, :, :, :1]], axis=3)
        return self.conv(x) * w.reshape(1, 1, -1, 1)


Net = NumpyLatLon
