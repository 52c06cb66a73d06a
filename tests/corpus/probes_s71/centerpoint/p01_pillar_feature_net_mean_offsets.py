"""PointPillars pillar feature net: points (B, P, N, 4) with a real-point mask from the 4th channel,
the masked pillar mean by `sum(keepdims=True)` over N, offsets by `broadcast_sub`, a Dense with
`flatten=False` and the max over points."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 4)]


class PillarFeatureNet(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, points):
        mask = F.slice_axis(points, axis=-1, begin=3, end=4) > 0
        xyz = F.slice_axis(points, axis=-1, begin=0, end=3)
        count = F.maximum(F.sum(mask, axis=2, keepdims=True), 1)
        mean = F.broadcast_div(F.sum(F.broadcast_mul(xyz, mask), axis=2, keepdims=True), count)
        feats = F.concat(points, F.broadcast_sub(xyz, mean), dim=-1)
        h = F.relu(self.fc(feats))
        h = F.broadcast_mul(h, mask)
        return F.max(h, axis=2)


Net = PillarFeatureNet
