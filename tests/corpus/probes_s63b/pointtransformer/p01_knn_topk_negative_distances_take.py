"""Point Transformer k-nearest neighbours: pairwise squared distances (N, P, P) from `-2 * batch_dot(p, p, transpose_b=True)` plus the keepdims squared norms by `broadcast_add` (column and row), `F.topk(-dist, k=K, ret_typ="indices")`, neighbours gathered by `F.take` from the flattened (N * P, C) features with the (N, P, K) indices offset per cloud by `contrib.arange_like(idx, axis=0) * P` (P from the constructor), giving (N, P, K, C)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 6, 4)]


class KNNGather(HybridBlock):
    def __init__(self, num_points=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self._p, self._k = num_points, k

    def hybrid_forward(self, F, p, feats):
        sq = F.sum(F.square(p), axis=-1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(-2 * F.batch_dot(p, p, transpose_b=True), sq),
                               F.transpose(sq, axes=(0, 2, 1)))
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        offsets = F.contrib.arange_like(idx, axis=0).reshape((-1, 1, 1)) * self._p
        return F.take(feats.reshape((-3, 0)), F.broadcast_add(idx, offsets))


Net = KNNGather
