"""Conformer block whose macaron residuals are written `x += 0.5 * self.ff1(x)` (augmented assignment on the block's input tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class AugmentedMacaron(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(AugmentedMacaron, self).__init__(**kwargs)
        with self.name_scope():
            self.ff1 = nn.Dense(units, flatten=False, in_units=units, activation="relu")
            self.ff2 = nn.Dense(units, flatten=False, in_units=units, activation="relu")
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        x += 0.5 * self.ff1(x)
        x = x + 0.5 * self.ff2(x)
        return self.norm(x)


Net = AugmentedMacaron
