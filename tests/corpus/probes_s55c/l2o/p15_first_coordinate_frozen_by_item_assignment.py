"""Learned update with the first coordinate frozen by slice assignment, `update[:, 0] = 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class FrozenCoordinate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rule = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, grads):
        update = self.rule(grads)
        update[:, 0] = 0
        return update


Net = FrozenCoordinate
