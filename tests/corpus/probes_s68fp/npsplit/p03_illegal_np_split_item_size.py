"""Numpy-mode: a piece of `F.np.split` normalised by its `.size` (a numpy-mode Symbol has none)."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 6)]


@use_np
class NpPieceMean(HybridBlock):
    def hybrid_forward(self, F, x):
        lo, hi = F.np.split(x, 2, axis=1)
        return lo.sum() / lo.size + hi


Net = NpPieceMean
