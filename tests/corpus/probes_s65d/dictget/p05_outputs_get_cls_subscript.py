"""An encoder returning a dict; the pooler takes the [CLS] row of `out.get("hidden")` with the
subscript `[:, 0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class DictPooler(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(4, flatten=False, in_units=4)
            self.pool = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        out = {"hidden": self.enc(x), "input": x}
        return self.pool(out.get("hidden")[:, 0])


Net = DictPooler
