"""Houlsby bottleneck adapter: down-project to the rank, GELU, up-project, added back with `x += self.up(...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class Adapter(HybridBlock):
    def __init__(self, units=8, rank=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Dense(rank, flatten=False, in_units=units)
            self.up = nn.Dense(units, flatten=False, in_units=rank)
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        h = F.LeakyReLU(self.down(self.norm(x)), act_type="gelu")
        x += self.up(h)
        return x


Net = Adapter
