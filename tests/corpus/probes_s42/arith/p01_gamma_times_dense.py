"""A learned per-channel scale: a (C,) Parameter times a (N, C) Dense output with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.proj = nn.Dense(6, in_units=4)
            self.gamma = self.params.get("gamma", shape=(6,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        out = self.proj(x)
        return out * gamma
