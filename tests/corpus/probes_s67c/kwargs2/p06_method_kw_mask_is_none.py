"""A method taking `**kw`: it masks only when `kw.get("mask") is not None` (a python identity test)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwApply(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _apply(self, F, h, **kw):
        if kw.get("mask") is not None:
            h = F.broadcast_mul(h, kw["mask"])
        return h

    def hybrid_forward(self, F, x):
        return self._apply(F, self.fc(x), mask=x > 0)


Net = KwApply
