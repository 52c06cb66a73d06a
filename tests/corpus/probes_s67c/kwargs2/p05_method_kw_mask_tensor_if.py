"""A method taking `**kw` from `hybrid_forward` (`self._apply(F, h, mask=m)`): it tests
`kw["mask"].max() > 0` in a python `if` before masking."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwApply(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _apply(self, F, h, **kw):
        if kw["mask"] is not None and kw["mask"].max() > 0:
            h = F.broadcast_mul(h, kw["mask"])
        return h

    def hybrid_forward(self, F, x):
        return self._apply(F, self.fc(x), mask=x > 0)


Net = KwApply
