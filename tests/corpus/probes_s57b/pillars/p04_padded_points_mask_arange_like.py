"""Padding mask of the points in each pillar: `contrib.arange_like` over the point axis compared with the counts by broadcast_lesser."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4), (2, 6)]


class PillarEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super(PillarEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, points, num_points):
        counts = F.abs(num_points) * 5
        idx = F.contrib.arange_like(points, axis=2).reshape((1, 1, -1))
        mask = F.broadcast_lesser(idx, counts.expand_dims(axis=-1))
        points = F.broadcast_mul(points, mask.expand_dims(axis=-1))
        feats = F.max(self.linear(points), axis=2)
        return feats, mask.sum(axis=-1)


Net = PillarEncoder
