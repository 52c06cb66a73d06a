"""PointNet++ grouping normalised as in the reference code: `grouped_xyz - new_xyz.expand_dims(2)` with plain `-`, the (N, S, K, 3) group against the (N, S, 1, 3) centres."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 10, 3)]


class PlainRelativeGroup(HybridBlock):
    def __init__(self, num_points=10, npoint=4, nsample=3, **kwargs):
        super().__init__(**kwargs)
        self._num_points = num_points
        self._npoint = npoint
        self._nsample = nsample

    def hybrid_forward(self, F, xyz):
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        idx = F.topk(-sqrdist, axis=-1, k=self._nsample, ret_typ="indices")
        onehot = F.one_hot(idx.reshape((0, -1)), depth=self._num_points)
        grouped_xyz = F.batch_dot(onehot, xyz).reshape((0, -4, -1, self._nsample, 0))
        return grouped_xyz - new_xyz.expand_dims(2)


Net = PlainRelativeGroup
