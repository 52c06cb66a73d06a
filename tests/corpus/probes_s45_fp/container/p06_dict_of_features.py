"""Feature maps kept in a dict keyed by name, indexed by string keys and summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(3, in_units=4)
            self.b = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        feats = {"a": self.a(x), "b": self.b(x)}
        keys = sorted(feats)
        out = feats[keys[0]]
        for k in keys[1:]:
            out = out + feats[k]
        return out
