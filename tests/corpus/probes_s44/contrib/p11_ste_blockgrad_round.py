"""Straight-through quantiser: forward rounds to a fixed grid, the gradient skips the rounding via BlockGrad."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Quantize(HybridBlock):
    def __init__(self, bits, **kwargs):
        super().__init__(**kwargs)
        self._levels = 2 ** bits - 1

    def hybrid_forward(self, F, x):
        x = F.clip(x, -1.0, 1.0)
        q = F.round((x + 1) / 2 * self._levels) / self._levels * 2 - 1
        return x + F.BlockGrad(q - x)


class Net(HybridBlock):
    def __init__(self, bits=4, units=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.quant = Quantize(bits)
            self.fc = nn.Dense(units, in_units=5)

    def hybrid_forward(self, F, x):
        return self.fc(self.quant(x))
