"""Padding to a window multiple with the amounts computed in `__init__` from the configured image size,
`F.pad` in constant mode on the (B, C, H, W) map, window mixing, the pad cropped by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class PadWindows(HybridBlock):
    def __init__(self, dim=8, hw=5, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.hw, self.ws, self.dim = hw, ws, dim
        self.pad = (ws - hw % ws) % ws
        self.nw = (hw + self.pad) // ws
        with self.name_scope():
            self.mix = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        if self.pad:
            x = F.pad(x, mode="constant", pad_width=(0, 0, 0, 0, 0, self.pad, 0, self.pad))
        ws, nw = self.ws, self.nw
        t = x.reshape((0, 0, nw, ws, nw, ws)).transpose((0, 2, 4, 3, 5, 1)).reshape((0, -1, self.dim))
        t = self.mix(t).reshape((0, nw, nw, ws, ws, self.dim)).transpose((0, 5, 1, 3, 2, 4))
        t = t.reshape((0, 0, nw * ws, nw * ws))
        return F.slice_axis(F.slice_axis(t, axis=2, begin=0, end=self.hw), axis=3, begin=0, end=self.hw)


Net = PadWindows
