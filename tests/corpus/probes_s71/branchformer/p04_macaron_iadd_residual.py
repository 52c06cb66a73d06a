"""Macaron block written as in the PyTorch reference: `x += 0.5 * self.ff1(x)` in place."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class IaddMacaron(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ff1 = nn.Dense(units, flatten=False, activation="relu")
            self.ff2 = nn.Dense(units, flatten=False, activation="relu")
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        x = x * 1.0
        x += 0.5 * self.ff1(x)
        x = x + 0.5 * self.ff2(x)
        return self.norm(x)


Net = IaddMacaron
