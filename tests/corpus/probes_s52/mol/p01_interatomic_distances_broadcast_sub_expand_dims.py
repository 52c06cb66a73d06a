"""Interatomic distance matrix of a batch of conformers (B, N, 3): `broadcast_sub` of the coordinates expanded on axes 2 and 1, squared norm over the last axis, a small epsilon under the root."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


def distances(F, pos, eps=1e-9):
    diff = F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))
    return F.sqrt(F.sum(F.square(diff), axis=-1) + eps)


class DistanceFeatures(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, pos):
        return self.mix(distances(F, pos))


Net = DistanceFeatures
