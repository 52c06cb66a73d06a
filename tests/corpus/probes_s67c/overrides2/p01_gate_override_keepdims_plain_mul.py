"""A gated block whose subclass overrides `_gate` to return a (B, 1) keepdims mean; the base class multiplies
the (B, H) features by whatever `_gate` returns with a plain `*` (broadcasts eagerly, the traced elementwise
product needs equal shapes)."""
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


class MeanGated(GatedBase):
    def _gate(self, F, h):
        return F.sigmoid(F.mean(h, axis=1, keepdims=True))


Net = MeanGated
