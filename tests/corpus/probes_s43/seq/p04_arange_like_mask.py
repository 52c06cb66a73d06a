"""A (N, T) step mask from `contrib.arange_like` compared against lengths with broadcast_lesser."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3), (2,)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x, raw_len):
        lengths = F.round(F.abs(raw_len) * 3) + 1
        steps = F.contrib.arange_like(x, axis=1)
        mask = F.broadcast_lesser(steps.reshape((1, -1)), lengths.reshape((-1, 1)))
        return F.broadcast_mul(x, mask.expand_dims(axis=2))
