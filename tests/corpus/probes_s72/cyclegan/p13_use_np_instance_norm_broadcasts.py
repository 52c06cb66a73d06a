"""Numpy-mode hand-written instance norm (`@use_np`): `x - x.mean(axis=(2, 3), keepdims=True)` and
division by the std with numpy broadcasting, a (C, 1, 1) scale Parameter multiplied the same way."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4, 4)]


@use_np
class NumpyInstanceNorm(HybridBlock):
    def __init__(self, channels=3, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(channels, 1, 1), init="ones")

    def hybrid_forward(self, F, x, gamma):
        centered = x - x.mean(axis=(2, 3), keepdims=True)
        std = F.np.sqrt((centered ** 2).mean(axis=(2, 3), keepdims=True) + self.eps)
        return centered / std * gamma


Net = NumpyInstanceNorm
