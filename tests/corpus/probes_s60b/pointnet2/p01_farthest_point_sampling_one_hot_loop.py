"""PointNet++ farthest point sampling in graph ops: a python loop of npoint steps keeping the running min distance (N, P), the next centre by `argmax`, each centre gathered by `one_hot` + `batch_dot`, centres concatenated to (N, S, 3)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class FarthestPointSampler(HybridBlock):
    def __init__(self, num_points=12, npoint=4, **kwargs):
        super().__init__(**kwargs)
        self._num_points = num_points
        self._npoint = npoint

    def hybrid_forward(self, F, xyz):
        dist = F.ones_like(F.sum(xyz, axis=2)) * 1e10
        farthest = F.zeros_like(F.slice_axis(dist, axis=1, begin=0, end=1)).reshape((-1,))
        centroids = []
        for _ in range(self._npoint):
            centre = F.batch_dot(F.one_hot(farthest, depth=self._num_points).expand_dims(1), xyz)
            centroids.append(centre)
            d = F.sum(F.square(F.broadcast_sub(xyz, centre)), axis=2)
            dist = F.minimum(dist, d)
            farthest = F.argmax(dist, axis=1)
        return F.concat(*centroids, dim=1)


Net = FarthestPointSampler
