"""Numpy-mode: the halves of `F.np.split` reshaped by `F.npx.reshape` codes and multiplied."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpCodes(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        a, b = F.np.split(self.proj(x), 2, axis=1)
        return F.npx.reshape(a, (-2, 2, 2)) * F.npx.reshape(b, (-2, 2, 2))


Net = NpCodes
