"""ShuffleNet unit that adds the identity only when the branch kept the size: `if out.size == x.size: out = out + x`; `.size` is NDArray-only."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class SizeResidualUnit(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gconv = nn.Conv2D(channels, 1, groups=groups, in_channels=channels)
            self.dwconv = nn.Conv2D(channels, 3, padding=1, groups=channels, in_channels=channels)

    def hybrid_forward(self, F, x):
        out = self.dwconv(F.relu(self.gconv(x)))
        if out.size == x.size:
            out = out + x
        return F.relu(out)


Net = SizeResidualUnit
