"""RetNet output: the (N, L, H*dv) retention output transposed to (N, C, L) channels-first, normalised by `nn.GroupNorm(num_groups=H)` (one group a head), transposed back and gated by `swish(gate) * y` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class GroupNormHeads(HybridBlock):
    def __init__(self, units=8, heads=2, **kwargs):
        super(GroupNormHeads, self).__init__(**kwargs)
        with self.name_scope():
            self.gn = nn.GroupNorm(num_groups=heads)
            self.gate = nn.Dense(units, flatten=False, in_units=units)
            self.out = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        y = self.gn(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        g = self.gate(x)
        return self.out(g * F.sigmoid(g) * y)


Net = GroupNormHeads
