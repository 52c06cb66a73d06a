"""p03's helper written for both namespaces: `F.dot(f, f, transpose_b=True)` and `F.broadcast_equal`
against a zero array of the distances' shape: legal traced too."""
from mxnet.gluon import HybridBlock


INPUTS = [(4, 6)]


def pair_distance(F, features):
    dot = F.dot(features, features, transpose_b=True)
    sq = F.sum(F.square(features), axis=1)
    d = F.broadcast_add(F.broadcast_sub(F.expand_dims(sq, 0), 2.0 * dot), F.expand_dims(sq, 1))
    d = F.maximum(d, 0.0)
    mask = F.broadcast_equal(d, F.zeros_like(d))
    return F.sqrt(d + mask * 1e-16) * (1.0 - mask)


class PairDistance(HybridBlock):
    def hybrid_forward(self, F, x):
        return pair_distance(F, x)


Net = PairDistance
