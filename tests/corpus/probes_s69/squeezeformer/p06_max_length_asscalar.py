"""Squeezeformer padding mask from lengths whose maximum is read as a python int by
`int(lengths.max().asscalar())` to build the position range."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4), (2,)]


class ScalarMaxLenMask(HybridBlock):
    def hybrid_forward(self, F, x, lengths):
        lengths = F.floor((lengths + 1) * 3) + 1
        t = int(lengths.max().asscalar())
        pos = F.arange(t).reshape((1, -1))
        mask = F.broadcast_lesser(pos, lengths.reshape((-1, 1)))
        return F.broadcast_mul(F.slice_axis(x, axis=1, begin=0, end=t), mask.expand_dims(-1))


Net = ScalarMaxLenMask
