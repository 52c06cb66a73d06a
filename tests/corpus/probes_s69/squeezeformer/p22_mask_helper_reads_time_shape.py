"""Squeezeformer padding mask made by a module helper `length_mask(F, x, lengths)` that reads the time
length as `x.shape[1]` for `F.arange` inside it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2,)]


def length_mask(F, x, lengths):
    pos = F.arange(x.shape[1]).reshape((1, -1))
    return F.broadcast_lesser(pos, lengths.reshape((-1, 1)))


class HelperMaskConv(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv1D(dim, 3, padding=1, groups=dim)

    def hybrid_forward(self, F, x, lengths):
        lengths = F.floor((lengths + 1) * 2.5) + 1
        x = F.broadcast_mul(x, length_mask(F, x, lengths).expand_dims(-1))
        return self.dw(x.transpose((0, 2, 1))).transpose((0, 2, 1))


Net = HelperMaskConv
