"""Children handed to a helper's `**layers` run in turn; a python scale rides as a named keyword before
them, and the helper's result is measured by `len(layers)` (a python int)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


def run(x, scale=1.0, **layers):
    for layer in layers.values():
        x = layer(x)
    return x * scale / len(layers)


class KwChildren(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(4, in_units=4)
            self.b = nn.Dense(4, in_units=4)

    def hybrid_forward(self, F, x):
        return run(x, scale=0.5, a=self.a, b=self.b) + x


Net = KwChildren
