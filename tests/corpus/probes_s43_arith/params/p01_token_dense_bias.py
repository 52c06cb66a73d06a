"""A Dense(flatten=False) output (N, T, C) plus a declared (C,) shift Parameter with `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, units=6):
        super().__init__()
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, use_bias=False, in_units=4)
            self.shift = self.params.get("shift", shape=(units,), init="zeros")

    def hybrid_forward(self, F, tokens, shift):
        return self.proj(tokens) + shift
