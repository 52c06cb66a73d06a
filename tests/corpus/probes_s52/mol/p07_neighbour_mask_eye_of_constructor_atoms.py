"""Neighbour mask inside a radius with self-pairs removed: `(dist < rc)` times `1 - F.eye(self.num_atoms)` broadcast over the batch with `broadcast_mul`, neighbour counts by a sum."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3)]


class NeighbourList(HybridBlock):
    def __init__(self, num_atoms=5, cutoff=1.2, **kwargs):
        super().__init__(**kwargs)
        self.num_atoms, self.cutoff = num_atoms, cutoff

    def hybrid_forward(self, F, pos):
        dist = F.sqrt(F.sum(F.square(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1))), axis=-1) + 1e-9)
        not_self = (1 - F.eye(self.num_atoms)).expand_dims(0)
        mask = F.broadcast_mul(dist < self.cutoff, not_self)
        return mask, F.sum(mask, axis=-1)


Net = NeighbourList
