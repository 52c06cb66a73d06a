"""NFNet squeeze-excite applying its 2x-scaled gate with a plain `x * (2 * gate)`, the gate reshaped to (N, C, 1, 1) from the excite Dense and x the (N, C, H, W) activations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class PlainMulSE(HybridBlock):
    def __init__(self, channels=4, hidden=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reduce = nn.Dense(hidden, in_units=channels, activation="relu")
            self.expand = nn.Dense(channels, in_units=hidden)

    def hybrid_forward(self, F, x):
        gate = F.sigmoid(self.expand(self.reduce(F.mean(x, axis=(2, 3)))))
        return x * (2 * gate.reshape((0, 0, 1, 1)))


Net = PlainMulSE
