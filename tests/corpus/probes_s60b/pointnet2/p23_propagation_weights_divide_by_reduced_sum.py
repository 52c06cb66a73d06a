"""PointNet++ interpolation weights divided by their sum without keepdims: `w / F.sum(w, axis=2).expand_dims(2)` with plain `/`, (N, P1, 3) over (N, P1, 1)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 3), (2, 4, 3)]


class ExpandedNormWeights(HybridBlock):
    def hybrid_forward(self, F, unknown, known):
        dist = F.sum(F.square(F.broadcast_sub(unknown.expand_dims(2), known.expand_dims(1))), axis=-1)
        neg = F.topk(-dist, axis=-1, k=3, ret_typ="value")
        w = 1.0 / (-neg + 1e-8)
        return w / F.sum(w, axis=2).expand_dims(2)


Net = ExpandedNormWeights
