"""Reformer reversible residual layer: the features split in two halves by `F.split(num_outputs=2, axis=-1)`, `y1 = x1 + f(x2)`, `y2 = x2 + g(y1)`, concatenated; f and g are children held in a tuple-unpacked pair."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class ReversibleBlock(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        half = units // 2
        with self.name_scope():
            self.f = nn.Dense(half, flatten=False, in_units=half, activation="tanh")
            self.g = nn.Dense(half, flatten=False, in_units=half, activation="relu")

    def hybrid_forward(self, F, x):
        x1, x2 = F.split(x, num_outputs=2, axis=-1)
        y1 = x1 + self.f(x2)
        y2 = x2 + self.g(y1)
        return F.concat(y1, y2, dim=-1)


Net = ReversibleBlock
