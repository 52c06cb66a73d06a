"""A feature read back from the dict to size a reshape: `feats['a'].shape[1]` when traced."""
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
        width = feats["a"].shape[1]
        return F.reshape(feats["a"] + feats["b"], shape=(-1, width, 1))
