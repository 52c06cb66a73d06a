"""A method taking `**kw` pops the mask (`kw.pop("mask", None)`) and counts its ones with `.asnumpy()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwPop(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _pool(self, F, h, **kw):
        m = kw.pop("mask", None)
        n = float(m.asnumpy().sum()) + 1.0
        return F.sum(h * m, axis=1) / n

    def hybrid_forward(self, F, x):
        return self._pool(F, self.fc(x), mask=x > 0)


Net = KwPop
