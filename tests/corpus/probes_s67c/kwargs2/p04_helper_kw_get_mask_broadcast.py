"""The masked sum in a module helper taking `**kw`: `kw.get("mask")` multiplies with `F.broadcast_mul`, and a
python temperature comes by `kw.get("temperature", 1.0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def _masked_sum(F, h, **kw):
    m = kw.get("mask")
    return F.sum(F.broadcast_mul(h, m), axis=1) / kw.get("temperature", 1.0)


class MaskedSum(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        return _masked_sum(F, self.fc(x), mask=x > 0, temperature=2.0)


Net = MaskedSum
