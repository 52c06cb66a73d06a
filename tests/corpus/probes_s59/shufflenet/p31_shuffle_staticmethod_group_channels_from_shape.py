"""ShuffleNet unit whose channel shuffle is a `@staticmethod` taking `(F, x, groups)` and reading `x.shape[1]` for the group width."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class StaticShuffleUnit(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        with self.name_scope():
            self.gconv = nn.Conv2D(channels, 1, groups=groups, in_channels=channels)

    @staticmethod
    def _shuffle(F, x, groups):
        per_group = x.shape[1] // groups
        return x.reshape((0, -4, groups, per_group, -2)).swapaxes(1, 2).reshape((0, -3, -2))

    def hybrid_forward(self, F, x):
        return self._shuffle(F, F.relu(self.gconv(x)), self._groups)


Net = StaticShuffleUnit
