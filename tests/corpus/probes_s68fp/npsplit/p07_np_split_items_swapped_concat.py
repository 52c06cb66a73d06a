"""Numpy-mode: the pieces of `F.np.split` at listed indices swapped and joined by `F.np.concatenate`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpSwap(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        a, b, c = F.np.split(self.proj(x), [2, 5], axis=1)
        return F.np.concatenate([c, b, a], axis=1)


Net = NpSwap
