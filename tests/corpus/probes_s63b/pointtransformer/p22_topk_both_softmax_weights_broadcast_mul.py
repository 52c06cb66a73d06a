"""Point Transformer kNN interpolation: `neg_d, idx = F.topk(-dist, k=K, axis=-1, ret_typ="both")` unpacked, weights `F.softmax(neg_d, axis=-1)` (N, P, K), grouped features gathered by `F.one_hot(idx, depth=P)` and `batch_dot` (reshape codes `(0, -3, 0)` and `(0, -4, P, K, 0)`), weighted by `F.broadcast_mul(grouped, w.expand_dims(-1))` and summed over K."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3), (2, 6, 4)]


class SoftKNNInterp(HybridBlock):
    def __init__(self, num_points=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self._p, self._k = num_points, k

    def hybrid_forward(self, F, p, feats):
        dist = F.sum(F.square(F.broadcast_sub(p.expand_dims(2), p.expand_dims(1))), axis=-1)
        neg_d, idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="both")
        w = F.softmax(neg_d, axis=-1)
        onehot = F.one_hot(idx, depth=self._p).reshape((0, -3, 0))
        grouped = F.batch_dot(onehot, feats).reshape((0, -4, self._p, self._k, 0))
        return F.sum(F.broadcast_mul(grouped, w.expand_dims(-1)), axis=2)


Net = SoftKNNInterp
