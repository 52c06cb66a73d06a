"""PointNet++ grouping by `gather_nd`: batch indices from `F.contrib.arange_like(xyz, axis=0)` reshaped to (N, 1, 1) and `broadcast_like` the (N, S, K) neighbour indices, stacked into the (2, N, S, K) index tensor."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 10, 3)]


class GatherNdGroup(HybridBlock):
    def __init__(self, npoint=4, nsample=3, **kwargs):
        super().__init__(**kwargs)
        self._npoint = npoint
        self._nsample = nsample

    def hybrid_forward(self, F, xyz):
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        idx = F.topk(-sqrdist, axis=-1, k=self._nsample, ret_typ="indices")
        batch = F.broadcast_like(F.contrib.arange_like(xyz, axis=0).reshape((-1, 1, 1)), idx)
        grouped = F.gather_nd(xyz, F.stack(batch, idx, axis=0))
        return F.broadcast_sub(grouped, new_xyz.expand_dims(2))


Net = GatherNdGroup
