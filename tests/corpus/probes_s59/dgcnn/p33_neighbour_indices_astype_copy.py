"""DGCNN kNN indices converted by `.astype("int32")` and the features `.copy()`-ed before the one-hot gather; both methods exist on traced tensors."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class CastKNN(HybridBlock):
    def __init__(self, k=3, num_points=8, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self._num_points = num_points

    def hybrid_forward(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        idx = F.topk(-dist, axis=-1, k=self._k, ret_typ="indices").astype("int32")
        pts = F.transpose(x, axes=(0, 2, 1)).copy()
        return F.batch_dot(F.one_hot(idx.reshape((0, -1)), depth=self._num_points), pts)


Net = CastKNN
