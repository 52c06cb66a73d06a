"""Numpy-mode spatial consistency (`@use_np`): pooled channel means by `npx.pooling`, neighbour differences
by basic slicing `p[:, :, :, 1:] - p[:, :, :, :-1]` and `p[:, :, 1:] - p[:, :, :-1]` -- legal on numpy-mode
symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


@use_np
class NumpyNeighbours(HybridBlock):
    def hybrid_forward(self, F, org, enh):
        def pooled(img):
            return F.npx.pooling(img.mean(axis=1, keepdims=True), kernel=(4, 4), stride=(4, 4), pool_type="avg")

        po, pe = pooled(org), pooled(enh)
        dw = (po[:, :, :, 1:] - po[:, :, :, :-1]) - (pe[:, :, :, 1:] - pe[:, :, :, :-1])
        dh = (po[:, :, 1:] - po[:, :, :-1]) - (pe[:, :, 1:] - pe[:, :, :-1])
        return (dw ** 2).mean() + (dh ** 2).mean()


Net = NumpyNeighbours
