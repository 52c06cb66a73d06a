"""Interatomic distances by the plain operator: `pos.expand_dims(2) - pos.expand_dims(1)` subtracts (B, N, 1, 3) and (B, 1, N, 3)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class DistanceFeatures(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, pos):
        diff = pos.expand_dims(2) - pos.expand_dims(1)
        dist = F.sqrt(F.sum(F.square(diff), axis=-1) + 1e-9)
        return self.mix(dist)


Net = DistanceFeatures
