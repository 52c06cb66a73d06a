"""GhostNet Ghost module (Han et al.): a primary 1x1 conv to ceil(oup / ratio) channels, a cheap
3x3 depthwise conv generating the ghost maps, concatenated and cut to `oup` channels by
`F.slice_axis` (oup odd, so the concat has one channel too many)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostModule(HybridBlock):
    def __init__(self, inp=8, oup=7, ratio=2, dw=3, **kwargs):
        super().__init__(**kwargs)
        self.oup = oup
        init = math.ceil(oup / ratio)
        with self.name_scope():
            self.primary = nn.HybridSequential()
            self.primary.add(nn.Conv2D(init, 1, use_bias=False, in_channels=inp), nn.BatchNorm(), nn.Activation("relu"))
            self.cheap = nn.HybridSequential()
            self.cheap.add(nn.Conv2D(init * (ratio - 1), dw, padding=dw // 2, groups=init, use_bias=False,
                                     in_channels=init), nn.BatchNorm(), nn.Activation("relu"))

    def hybrid_forward(self, F, x):
        x1 = self.primary(x)
        x2 = self.cheap(x1)
        out = F.concat(x1, x2, dim=1)
        return F.slice_axis(out, axis=1, begin=0, end=self.oup)


Net = GhostModule
