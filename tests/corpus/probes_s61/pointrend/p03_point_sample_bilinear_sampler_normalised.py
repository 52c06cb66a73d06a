"""PointRend `point_sample`: (N, P, 2) point coordinates in [0, 1] mapped to [-1, 1] by `2 * p - 1`, laid out as a (N, 2, 1, P) sampling grid by `transpose` and `expand_dims`, and the features read by `BilinearSampler`, then squeezed to (N, C, P) by `reshape((0, 0, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6), (2, 5, 2)]


class PointSample(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(PointSample, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, feats, coords):
        points = F.sigmoid(coords)
        grid = (2.0 * points - 1.0).transpose((0, 2, 1)).expand_dims(axis=2)
        sampled = F.BilinearSampler(self.lateral(feats), grid)
        return sampled.reshape((0, 0, -1))


Net = PointSample
