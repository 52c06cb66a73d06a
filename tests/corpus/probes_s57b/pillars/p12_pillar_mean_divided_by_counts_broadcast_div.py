"""Voxel feature encoder (VFE simple): summed point features divided by the clamped point counts with broadcast_div."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4), (2, 6)]


class MeanVFE(HybridBlock):
    def __init__(self, out_channels=8, **kwargs):
        super(MeanVFE, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(out_channels, flatten=False, in_units=4)

    def hybrid_forward(self, F, points, num_points):
        feats = self.linear(points).sum(axis=2)
        counts = F.maximum(F.abs(num_points) * 5, 1.0).expand_dims(axis=-1)
        return F.broadcast_div(feats, counts)


Net = MeanVFE
