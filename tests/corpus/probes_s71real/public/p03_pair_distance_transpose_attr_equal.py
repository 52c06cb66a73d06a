"""A range loss's pairwise distance helper given F: `F.dot(f, f.T)` (NDArray's `.T`), squared norms
expanded on either side, and a zero mask by `F.equal` (adapted from public face-recognition code: a
Symbol has no `.T`, and `equal` exists in mx.nd only)."""
from mxnet.gluon import HybridBlock


INPUTS = [(4, 6)]


def pair_distance(F, features):
    dot = F.dot(features, features.T)
    sq = F.sum(F.square(features), axis=1)
    d = F.broadcast_add(F.broadcast_sub(F.expand_dims(sq, 0), 2.0 * dot), F.expand_dims(sq, 1))
    d = F.maximum(d, 0.0)
    mask = F.equal(d, 0.0)
    return F.sqrt(d + mask * 1e-16) * (1.0 - mask)


class PairDistance(HybridBlock):
    def hybrid_forward(self, F, x):
        return pair_distance(F, x)


Net = PairDistance
