"""PointPillars pillar feature net: points decorated with their offset from the pillar's mean (keepdims + broadcast_sub), a shared linear layer, max over points."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class PillarFeatureNet(HybridBlock):
    def __init__(self, in_channels=4, out_channels=8, **kwargs):
        super(PillarFeatureNet, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(out_channels, flatten=False, use_bias=False, in_units=in_channels + 3)
            self.norm = nn.BatchNorm(axis=-1, in_channels=out_channels)

    def hybrid_forward(self, F, points):
        xyz = F.slice_axis(points, axis=-1, begin=0, end=3)
        cluster_center = F.mean(xyz, axis=2, keepdims=True)
        f_cluster = F.broadcast_sub(xyz, cluster_center)
        feats = F.concat(points, f_cluster, dim=-1)
        feats = F.relu(self.norm(self.linear(feats)))
        return F.max(feats, axis=2)


Net = PillarFeatureNet
