"""DGCNN edge features: neighbours gathered by a `one_hot` (python point count) of the flattened kNN indices and `batch_dot`, unflattened by reshape codes `(0, -4, -1, k, 0)`, centres repeated k times on a new axis, `concat(neighbour - centre, centre)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class EdgeFeatures(HybridBlock):
    def __init__(self, k=3, num_points=8, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self._num_points = num_points

    def hybrid_forward(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        idx = F.topk(-dist, axis=-1, k=self._k, ret_typ="indices")
        pts = F.transpose(x, axes=(0, 2, 1))
        neigh = F.batch_dot(F.one_hot(idx.reshape((0, -1)), depth=self._num_points), pts)
        neigh = neigh.reshape((0, -4, -1, self._k, 0))
        centre = F.repeat(pts.expand_dims(axis=2), repeats=self._k, axis=2)
        edge = F.concat(neigh - centre, centre, dim=3)
        return F.transpose(edge, axes=(0, 3, 1, 2))


Net = EdgeFeatures
