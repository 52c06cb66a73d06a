"""The same gated block, but the override spreads its (B, 1) gate back to the features' shape with
`F.broadcast_like` before the base class's plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class GatedBase(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=6)

    def _gate(self, F, h):
        return F.sigmoid(h)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        return h * self._gate(F, h)


class SpreadGated(GatedBase):
    def _gate(self, F, h):
        return F.broadcast_like(F.sigmoid(F.mean(h, axis=1, keepdims=True)), h)


Net = SpreadGated
