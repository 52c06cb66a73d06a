"""A masked mean in a module helper taking `**kw`: the mask comes by `kw.get("mask")` and the number of valid
positions is counted with `.asnumpy()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def _masked_mean(F, h, **kw):
    m = kw.get("mask")
    valid = float(m.asnumpy().sum()) + 1.0
    return F.sum(h * m, axis=1) / valid


class MaskedMean(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return _masked_mean(F, h, mask=x > 0)


Net = MaskedMean
