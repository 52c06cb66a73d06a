"""Point Transformer grouping: kNN indices (N, P, K) from `topk`, batch rows from `contrib.arange_like(idx, axis=0)` broadcast to idx by `broadcast_like`, the two stacked into (2, N, P, K) gather indices for `F.gather_nd` on (N, P, C) features, giving (N, P, K, C)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 6, 4)]


class GatherNdGroup(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, p, feats):
        dist = F.sum(F.square(F.broadcast_sub(p.expand_dims(2), p.expand_dims(1))), axis=-1)
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        rows = F.broadcast_like(F.contrib.arange_like(idx, axis=0).reshape((-1, 1, 1)), idx)
        return F.gather_nd(feats, F.stack(rows, idx, axis=0))


Net = GatherNdGroup
