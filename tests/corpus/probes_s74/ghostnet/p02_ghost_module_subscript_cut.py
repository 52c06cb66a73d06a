"""GhostNet Ghost module cut to `oup` channels with the PyTorch reference's subscript
`out[:, :self.oup, :, :]`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostModule(HybridBlock):
    def __init__(self, inp=8, oup=7, ratio=2, dw=3, **kwargs):
        super().__init__(**kwargs)
        self.oup = oup
        init = math.ceil(oup / ratio)
        with self.name_scope():
            self.primary = nn.Conv2D(init, 1, use_bias=False, in_channels=inp, activation="relu")
            self.cheap = nn.Conv2D(init * (ratio - 1), dw, padding=dw // 2, groups=init, use_bias=False,
                                   in_channels=init, activation="relu")

    def hybrid_forward(self, F, x):
        x1 = self.primary(x)
        x2 = self.cheap(x1)
        out = F.concat(x1, x2, dim=1)
        return out[:, :self.oup, :, :]


Net = GhostModule
