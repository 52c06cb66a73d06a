"""DGCNN-style k nearest neighbours: pairwise distances, topk indices, neighbours gathered by one_hot + batch_dot."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


def pairwise_sq_dist(F, pts):
    inner = F.batch_dot(pts, pts, transpose_b=True)            # B, N, N
    sq = F.sum(F.square(pts), axis=-1)                         # B, N
    return F.broadcast_add(F.broadcast_add(-2 * inner, F.expand_dims(sq, axis=2)), F.expand_dims(sq, axis=1))


class Net(HybridBlock):
    def __init__(self, k=3, num_points=6, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self._num_points = num_points

    def hybrid_forward(self, F, points):
        idx = F.topk(-pairwise_sq_dist(F, points), axis=-1, k=self._k, ret_typ="indices")   # B, N, k
        onehot = F.one_hot(idx, depth=self._num_points)                                   # B, N, k, N
        neigh = F.batch_dot(F.reshape(onehot, shape=(0, -3, 0)), points)                   # B, N*k, 3
        neigh = F.reshape(neigh, shape=(0, -4, -1, self._k, 0))                            # B, N, k, 3
        center = F.expand_dims(points, axis=2)
        return F.max(F.broadcast_sub(neigh, center), axis=2)
