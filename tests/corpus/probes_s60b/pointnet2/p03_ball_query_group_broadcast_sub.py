"""PointNet++ ball query and grouping: the first S points as centres, squared distances (N, S, P) by `broadcast_sub` of expanded copies, points outside the radius pushed away by `F.where`, the K nearest in the ball by `topk`, gathered by `one_hot` + `batch_dot` and reshaped by `(0, -4, -1, K, 0)`, relative coordinates by `broadcast_sub` against the centres."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 10, 3)]


class BallQueryGroup(HybridBlock):
    def __init__(self, num_points=10, npoint=4, nsample=3, radius=0.8, **kwargs):
        super().__init__(**kwargs)
        self._num_points = num_points
        self._npoint = npoint
        self._nsample = nsample
        self._r2 = radius ** 2

    def hybrid_forward(self, F, xyz):
        centres = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(centres.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        score = F.where(sqrdist <= self._r2, -sqrdist, F.ones_like(sqrdist) * -1e10)
        idx = F.topk(score, axis=-1, k=self._nsample, ret_typ="indices")
        onehot = F.one_hot(idx.reshape((0, -1)), depth=self._num_points)
        grouped = F.batch_dot(onehot, xyz).reshape((0, -4, -1, self._nsample, 0))
        return F.broadcast_sub(grouped, centres.expand_dims(2))


Net = BallQueryGroup
