"""Numpy-mode: pieces of `F.np.split` looped over, each tested by its `.ndim`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 4)]


@use_np
class NpPieceNdim(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, x):
        out = []
        for p in F.np.split(self.proj(x), 4, axis=1):
            out.append(p if p.ndim == 2 else p.T)
        return F.np.concatenate(out, axis=1)


Net = NpPieceNdim
