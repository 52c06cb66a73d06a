"""ConvNeXt stochastic depth: `drop_path` draws a per-sample keep mask with `F.random.uniform_like` only under `autograd.is_training()`; at inference the branch is returned as it is."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn


def drop_path(F, x, drop_prob):
    if drop_prob == 0.0 or not autograd.is_training():
        return x
    keep = 1.0 - drop_prob
    mask = F.floor(F.random.uniform_like(F.slice_axis(x, axis=1, begin=0, end=1)) + keep)
    return F.broadcast_mul(x / keep, mask)


INPUTS = [(2, 8, 6, 6)]


class ConvNeXtBlock(HybridBlock):
    def __init__(self, dim=8, drop_prob=0.1, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob = drop_prob
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.pw = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        y = self.pw(F.relu(self.dwconv(x)))
        return x + drop_path(F, y, self.drop_prob)


Net = ConvNeXtBlock
