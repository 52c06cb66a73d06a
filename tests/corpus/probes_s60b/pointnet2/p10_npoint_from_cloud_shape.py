"""PointNet++ set abstraction sampling a quarter of the cloud: `npoint = xyz.shape[1] // 4` for the centres' `slice_axis` end."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class QuarterCentres(HybridBlock):
    def __init__(self, nsample=3, **kwargs):
        super().__init__(**kwargs)
        self._nsample = nsample

    def hybrid_forward(self, F, xyz):
        npoint = xyz.shape[1] // 4
        new_xyz = F.slice_axis(xyz, axis=1, begin=0, end=npoint)
        sqrdist = F.sum(F.square(F.broadcast_sub(new_xyz.expand_dims(2), xyz.expand_dims(1))), axis=-1)
        return F.topk(-sqrdist, axis=-1, k=self._nsample, ret_typ="value")


Net = QuarterCentres
