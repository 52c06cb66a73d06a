"""The dict filled item by item, its two equal-shaped branches added with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class DictBranches(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(4, in_units=6)
            self.b = nn.Dense(4, in_units=6)

    def _branches(self, x):
        outs = {}
        outs["a"] = self.a(x)
        outs["b"] = self.b(x)
        return outs

    def hybrid_forward(self, F, x):
        o = self._branches(x)
        return o["a"] + o["b"]


Net = DictBranches
