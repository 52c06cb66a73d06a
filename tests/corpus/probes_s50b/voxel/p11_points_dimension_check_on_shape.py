"""Occupancy decoder that guards its input layout with `if queries.shape[-1] != 3: raise ValueError(...)` before decoding."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dec = nn.Dense(1, flatten=False, in_units=3)

    def hybrid_forward(self, F, queries):
        if queries.shape[-1] != 3:
            raise ValueError("queries must be (N, P, 3)")
        return F.sigmoid(self.dec(queries)).reshape((0, -1))
