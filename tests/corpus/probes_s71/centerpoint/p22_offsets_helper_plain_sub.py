"""Pillar offsets in a module helper without F, `cluster_offsets(xyz, center)` returning `xyz - center`,
called with (B, P, N, 3) points and their (B, P, 1, 3) `mean(axis=2, keepdims=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 4)]


def cluster_offsets(xyz, center):
    return xyz - center


class HelperOffsets(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, points):
        xyz = points.slice_axis(axis=-1, begin=0, end=3)
        center = xyz.mean(axis=2, keepdims=True)
        feats = F.concat(points, cluster_offsets(xyz, center), dim=-1)
        return F.relu(self.fc(feats)).max(axis=2)


Net = HelperOffsets
