"""The dict pooler taking the [CLS] row of `out.get("hidden")` with `slice_axis` and a reshape code."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class DictPoolerSlice(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(4, flatten=False, in_units=4)
            self.pool = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        out = {"hidden": self.enc(x), "input": x}
        cls = out.get("hidden").slice_axis(axis=1, begin=0, end=1).reshape((0, -1))
        return self.pool(cls)


Net = DictPoolerSlice
