"""Discriminator whose minibatch-stddev group size comes from a backend guard: `x.shape[0]` only when `F is nd`, a fixed python group otherwise."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8, 4, 4)]


class Net(HybridBlock):
    def __init__(self, group_size=4, **kwargs):
        super().__init__(**kwargs)
        self._group = group_size
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=9)
            self.out = nn.Dense(1, in_units=8 * 4 * 4)

    def hybrid_forward(self, F, x):
        group = min(self._group, x.shape[0]) if F is nd else self._group
        grouped = x.reshape((-4, group, -1, -2))                                # (G, N/G, C, H, W)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(grouped, F.mean(grouped, axis=0, keepdims=True))), axis=0) + 1e-8)
        stat = F.mean(std, axis=(1, 2, 3), keepdims=True)                        # (N/G, 1, 1, 1)
        stat = F.tile(stat, reps=(group, 1, 1, 1))
        stat_map = F.broadcast_like(stat, F.slice_axis(x, axis=1, begin=0, end=1), lhs_axes=(2, 3), rhs_axes=(2, 3))
        return self.out(F.LeakyReLU(self.conv(F.concat(x, stat_map, dim=1)), slope=0.2))
