"""The three classes, the last override returning its (B, 1) column spread by `F.broadcast_like` (legal)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Base(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def _bias(self, F, h):
        return F.zeros_like(h)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return h + self._bias(F, h)


class Middle(Base):
    def _bias(self, F, h):
        return F.ones_like(h)


class ColumnBias(Middle):
    def _bias(self, F, h):
        return F.broadcast_like(F.sum(h, axis=1, keepdims=True), h)


Net = ColumnBias
