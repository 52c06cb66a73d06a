"""Geodesic rotation loss with the trace by `F.broadcast_mul(R_rel, F.eye(3).expand_dims(axis=0))` summed over both matrix axes, `arccos` of the clipped cosine."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 9)]


class GeodesicLoss(HybridBlock):
    def __init__(self, **kwargs):
        super(GeodesicLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.rot = nn.Dense(9)

    def hybrid_forward(self, F, feat, target):
        R = self.rot(feat).reshape((0, 3, 3))
        R_rel = F.batch_dot(R, target.reshape((0, 3, 3)), transpose_a=True)
        trace = F.sum(F.broadcast_mul(R_rel, F.eye(3).expand_dims(axis=0)), axis=(1, 2))
        return F.arccos(F.clip((trace - 1) / 2, -0.999, 0.999))


Net = GeodesicLoss
