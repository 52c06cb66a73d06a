"""A GhostNet module: primary and cheap convolutions concatenated, then cut to `self.oup` channels by
`F.slice` with `None` begins and ends on the other axes; legal traced."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class GhostModule(nn.HybridBlock):
    def __init__(self, oup=6, **kwargs):
        super().__init__(**kwargs)
        self.oup = oup
        self.primary_conv = nn.Conv2D(4, 1)
        self.cheap_operation = nn.Conv2D(4, 3, padding=1, groups=4)

    def hybrid_forward(self, F, x):
        x1 = self.primary_conv(x)
        x2 = self.cheap_operation(x1)
        out = F.concat(x1, x2, dim=1)
        return F.slice(out, begin=(None, 0, None, None), end=(None, self.oup, None, None))


Net = GhostModule
