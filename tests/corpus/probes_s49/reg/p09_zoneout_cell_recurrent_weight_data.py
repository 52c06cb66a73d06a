"""Zoneout cell that multiplies the state by its recurrent weight read with `self.h2h_weight.data()`, the eager accessor, inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6)]


class Net(HybridBlock):
    def __init__(self, hidden=6, in_units=5, zoneout=0.2, **kwargs):
        super().__init__(**kwargs)
        self.p = zoneout
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=in_units)
            self.h2h_weight = self.params.get("h2h_weight", shape=(hidden, hidden))

    def hybrid_forward(self, F, x, h, h2h_weight):
        h_new = F.tanh(self.i2h(x) + F.dot(h, self.h2h_weight.data(), transpose_b=True))
        return self.p * h + (1 - self.p) * h_new
