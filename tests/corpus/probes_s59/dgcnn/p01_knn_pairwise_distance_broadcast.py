"""DGCNN kNN: pairwise squared distances of (N, C, P) points by `-2 batch_dot(x^T, x)` plus the squared norms by `broadcast_add` twice (one transposed), neighbour indices by `topk` of the negated distances."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 10)]


class KNN(HybridBlock):
    def __init__(self, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        return F.topk(-dist, axis=-1, k=self._k, ret_typ="indices")


Net = KNN
