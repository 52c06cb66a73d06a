"""Pillar feature net whose cluster offset subtracts the keepdims pillar mean from the points by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class PillarFeatureNet(HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, **kwargs):
        super(PillarFeatureNet, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(out_channels, flatten=False, in_units=in_channels + 3)

    def hybrid_forward(self, F, points):
        xyz = F.slice_axis(points, axis=-1, begin=0, end=3)
        points_mean = xyz.mean(axis=2, keepdims=True)
        f_cluster = xyz - points_mean
        feats = F.concat(points, f_cluster, dim=-1)
        return F.max(F.relu(self.linear(feats)), axis=2)


Net = PillarFeatureNet
