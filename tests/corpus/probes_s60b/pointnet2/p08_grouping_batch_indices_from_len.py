"""PointNet++ `gather_nd` grouping with the batch indices from `F.arange(len(xyz))`: the batch size on the NDArray, 1 on the traced symbol, where `broadcast_like` then silently points every cloud at cloud 0."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 10, 3)]


class LenBatchGroup(HybridBlock):
    def __init__(self, npoint=4, nsample=3, **kwargs):
        super().__init__(**kwargs)
        self._npoint = npoint
        self._nsample = nsample

    def hybrid_forward(self, F, xyz):
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=self._npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        idx = F.topk(-sqrdist, axis=-1, k=self._nsample, ret_typ="indices")
        batch = F.broadcast_like(F.arange(len(xyz)).reshape((-1, 1, 1)), idx)
        return F.gather_nd(xyz, F.stack(batch, idx, axis=0))


Net = LenBatchGroup
