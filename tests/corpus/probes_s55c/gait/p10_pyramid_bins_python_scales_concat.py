"""Horizontal pyramid mapping over python scales (1, 2, 4): for each scale the features reshaped to (N, C, scale, -1) bins, mean plus max pooled, flattened by `reshape((0, -1))` and concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 4)]


class PyramidMapping(HybridBlock):
    def __init__(self, scales=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.scales = scales
        with self.name_scope():
            self.cnn = nn.Conv2D(3, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, sil):
        feat = self.cnn(sil)
        bins = []
        for s in self.scales:
            z = feat.reshape((0, 0, s, -1))
            bins.append((z.mean(axis=3) + z.max(axis=3)).reshape((0, -1)))
        return F.concat(*bins, dim=1)


Net = PyramidMapping
