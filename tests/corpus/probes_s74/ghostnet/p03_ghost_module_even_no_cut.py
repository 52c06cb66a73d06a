"""GhostNet Ghost module with an even `oup` and ratio 2: the concatenation already has `oup`
channels, so the reference's cut is skipped under a python-valued `if`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostModule(HybridBlock):
    def __init__(self, inp=8, oup=8, ratio=2, **kwargs):
        super().__init__(**kwargs)
        self.oup = oup
        self.init = math.ceil(oup / ratio)
        self.new = self.init * (ratio - 1)
        with self.name_scope():
            self.primary = nn.Conv2D(self.init, 1, in_channels=inp, activation="relu")
            self.cheap = nn.Conv2D(self.new, 3, padding=1, groups=self.init, in_channels=self.init)

    def hybrid_forward(self, F, x):
        x1 = self.primary(x)
        out = F.concat(x1, self.cheap(x1), dim=1)
        if self.init + self.new != self.oup:
            out = F.slice_axis(out, axis=1, begin=0, end=self.oup)
        return out


Net = GhostModule
