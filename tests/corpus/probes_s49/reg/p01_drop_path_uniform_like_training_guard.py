"""Stochastic depth (DropPath) in a residual block: under `autograd.is_training()` a per-sample keep mask is drawn by `F.random.uniform_like` of a (N, 1, 1, 1) slice and applied by `broadcast_mul`, scaled by 1/keep_prob; at inference the branch passes unchanged."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class DropPath(HybridBlock):
    def __init__(self, drop_prob=0.2, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob = drop_prob

    def hybrid_forward(self, F, x):
        if self.drop_prob == 0.0 or not autograd.is_training():
            return x
        keep = 1.0 - self.drop_prob
        shape_src = F.slice_axis(x, axis=1, begin=0, end=1).reshape((0, 1, 1, 1), reverse=False)
        mask = F.floor(keep + F.random.uniform_like(F.mean(shape_src, axis=(2, 3), keepdims=True)))
        return F.broadcast_mul(x / keep, mask)


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.drop_path = DropPath()

    def hybrid_forward(self, F, x):
        return x + self.drop_path(F.relu(self.conv(x)))
