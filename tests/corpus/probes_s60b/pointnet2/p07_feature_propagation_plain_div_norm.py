"""PointNet++ interpolation weights normalised as in the reference code: `weight = dist_recip / norm` with plain `/`, the (N, P1, 3) reciprocals over the (N, P1, 1) keepdims sum."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 3), (2, 4, 3), (2, 5, 4)]


class PlainNormPropagation(HybridBlock):
    def __init__(self, known_points=4, **kwargs):
        super().__init__(**kwargs)
        self._known = known_points

    def hybrid_forward(self, F, unknown, known, known_feats):
        dist = F.sum(F.square(F.broadcast_sub(unknown.expand_dims(2), known.expand_dims(1))), axis=-1)
        neg, idx = F.topk(-dist, axis=-1, k=3, ret_typ="both")
        dist_recip = 1.0 / (-neg + 1e-8)
        norm = F.sum(dist_recip, axis=2, keepdims=True)
        weight = dist_recip / norm
        interp = F.sum(F.broadcast_mul(F.one_hot(idx, depth=self._known), weight.expand_dims(3)), axis=2)
        return F.batch_dot(known_feats, interp, transpose_b=True)


Net = PlainNormPropagation
