"""Least-used slot allocation whose `one_hot` depth is `usage.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(1, activation="sigmoid", in_units=6)

    def hybrid_forward(self, F, ctrl, usage):
        least = F.argmin(usage, axis=1)
        return F.broadcast_mul(self.gate(ctrl), F.one_hot(least, depth=usage.shape[-1]))
