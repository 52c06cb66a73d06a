"""Pillar offsets by a plain `-`: xyz (B, P, N, 3) minus the pillar mean (B, P, 1, 3)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 4)]


class PlainOffsets(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, points):
        xyz = F.slice_axis(points, axis=-1, begin=0, end=3)
        mean = F.mean(xyz, axis=2, keepdims=True)
        feats = F.concat(points, xyz - mean, dim=-1)
        return F.max(F.relu(self.fc(feats)), axis=2)


Net = PlainOffsets
