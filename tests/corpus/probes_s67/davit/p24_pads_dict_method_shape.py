"""Padding amounts returned in a dict by a method without F, `self._pads(x)` computing
`{"b": (ws - x.shape[2] % ws) % ws, "r": ...}`, read back by key for `F.pad`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 5)]


class DictPads(HybridBlock):
    def __init__(self, dim=8, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.ws = ws
        with self.name_scope():
            self.conv = nn.Conv2D(dim, 2, strides=2)

    def _pads(self, x):
        ws = self.ws
        return {"b": (ws - x.shape[2] % ws) % ws, "r": (ws - x.shape[3] % ws) % ws}

    def hybrid_forward(self, F, x):
        pads = self._pads(x)
        x = F.pad(x, mode="constant", pad_width=(0, 0, 0, 0, 0, pads["b"], 0, pads["r"]))
        return self.conv(x)


Net = DictPads
