"""Padding mask of the points in each pillar built with `F.arange(points.shape[2])` against the point counts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4), (2, 6)]


def get_paddings_indicator(F, num_points, max_num):
    idx = F.arange(max_num).reshape((1, 1, -1))
    return F.broadcast_lesser(idx, num_points.expand_dims(axis=-1))


class PillarEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super(PillarEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, points, num_points):
        counts = F.abs(num_points) * 5
        mask = get_paddings_indicator(F, counts, points.shape[2])
        points = F.broadcast_mul(points, mask.expand_dims(axis=-1))
        return F.max(self.linear(points), axis=2)


Net = PillarEncoder
