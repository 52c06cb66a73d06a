"""The same per-channel scale spelled with broadcast_mul on a (1, C) view of the Parameter."""
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
        return F.broadcast_mul(out, gamma.reshape((1, -1)))
