"""A config-driven reshape: the block reads the batch size as `getattr(h, "shape")[0]`, the attribute
named by a string literal."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GetattrShape(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        n = getattr(h, "shape")[0]
        return h.reshape((n, -1))


Net = GetattrShape
