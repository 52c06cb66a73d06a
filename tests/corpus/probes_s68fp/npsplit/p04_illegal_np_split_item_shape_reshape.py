"""Numpy-mode: a half of `F.np.split` reshaped by its own `.shape`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpHalfShape(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        a, b = F.np.split(self.proj(x), 2, axis=1)
        return a.reshape(a.shape[0], 2, 2) * 2


Net = NpHalfShape
