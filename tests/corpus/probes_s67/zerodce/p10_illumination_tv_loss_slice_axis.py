"""Illumination smoothness (TV) loss of the curve maps: vertical and horizontal differences by `slice_axis`
with begin 1 / end -1, normalised by counts computed from the configured map size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class TVLoss(HybridBlock):
    def __init__(self, channels=6, hw=8, weight=1.0, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight
        self.count_h = channels * (hw - 1) * hw
        self.count_w = channels * hw * (hw - 1)
        with self.name_scope():
            self.head = nn.Conv2D(channels, 3, padding=1, activation="tanh")

    def hybrid_forward(self, F, x):
        A = self.head(x)
        dh = F.slice_axis(A, axis=2, begin=1, end=None) - F.slice_axis(A, axis=2, begin=0, end=-1)
        dw = F.slice_axis(A, axis=3, begin=1, end=None) - F.slice_axis(A, axis=3, begin=0, end=-1)
        h_tv = F.sum(F.square(dh), axis=(1, 2, 3))
        w_tv = F.sum(F.square(dw), axis=(1, 2, 3))
        return self.weight * 2 * (h_tv / self.count_h + w_tv / self.count_w)


Net = TVLoss
