"""Numpy-mode: the largest entry of one piece of `F.np.split` read as a python float by `.asnumpy()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpPieceMax(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        a, b = F.np.split(self.proj(x), 2, axis=1)
        return b / float(a.asnumpy().max())


Net = NpPieceMax
