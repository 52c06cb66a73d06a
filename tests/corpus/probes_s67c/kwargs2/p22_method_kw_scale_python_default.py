"""A method taking `**kw` with a python scale by `kw.get("scale", 1.0)` and a tensor bias by `kw["bias"]`
added with `F.broadcast_add` (legal)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class KwScale(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _affine(self, F, h, **kw):
        s = kw.get("scale", 1.0)
        if s != 1.0:
            h = h * s
        return F.broadcast_add(h, kw["bias"])

    def hybrid_forward(self, F, x):
        return self._affine(F, self.fc(x), scale=2.0, bias=F.mean(x, axis=1, keepdims=True))


Net = KwScale
