"""Numpy-mode: the list of `F.np.split` pieces counted by `len` (a python int in both runs) and joined
back reversed by `F.np.concatenate`."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(3, 6)]


@use_np
class NpReverse(HybridBlock):
    def hybrid_forward(self, F, x):
        parts = F.np.split(x, 3, axis=1)
        n = len(parts)
        return F.np.concatenate(parts[::-1], axis=1) / n


Net = NpReverse
