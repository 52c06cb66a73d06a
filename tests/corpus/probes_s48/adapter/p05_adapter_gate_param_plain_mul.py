"""Gated adapter (as in LLaMA-Adapter): a learnable gate Parameter of shape (1,), zero-initialised, multiplied into the (N, T, D) adapter output with plain `*` and `F.tanh(gate)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, bottleneck=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.down = nn.Dense(bottleneck, flatten=False, activation="relu", in_units=units)
            self.up = nn.Dense(units, flatten=False, in_units=bottleneck)
            self.gate = self.params.get("gate", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x, gate):
        return x + F.tanh(gate) * self.up(self.down(x))
