"""DGCNN neighbour gather by flat indices as the reference writes it: `batch_size, _, num_points = x.shape`, offsets `arange(batch_size) * num_points` added to the kNN indices before `take`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class ShapeGather(HybridBlock):
    def __init__(self, k=3, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        batch_size, _, num_points = x.shape
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(F.square(x), axis=1, keepdims=True)
        dist = F.broadcast_add(F.broadcast_add(inner, xx), F.transpose(xx, axes=(0, 2, 1)))
        idx = F.topk(-dist, axis=-1, k=self._k, ret_typ="indices")
        base = F.arange(0, batch_size).reshape((-1, 1, 1)) * num_points
        flat = F.broadcast_add(idx, base).reshape((-1,))
        pts = F.transpose(x, axes=(0, 2, 1)).reshape((-3, 0))
        return F.take(pts, flat).reshape((batch_size, num_points, self._k, -1))


Net = ShapeGather
