"""A learned temperature declared with shape (1,) times a Dense output (N, C) with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.head = nn.Dense(5, in_units=4)
            self.temp = self.params.get("temp", shape=(1,), init="ones")

    def hybrid_forward(self, F, x, temp):
        return self.head(x) * temp
