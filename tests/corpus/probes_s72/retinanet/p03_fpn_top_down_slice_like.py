"""FPN top-down pathway: lateral 1x1 convs, the coarser map upsampled by nearest `UpSampling`
and cut to the lateral's size with `slice_like` before the sum, then a 3x3 smoothing conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 7, 7), (2, 10, 4, 4)]


class TopDown(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lat3 = nn.Conv2D(channels, 1)
            self.lat4 = nn.Conv2D(channels, 1)
            self.smooth = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, c3, c4):
        p4 = self.lat4(c4)
        up = F.UpSampling(p4, scale=2, sample_type="nearest")
        lat = self.lat3(c3)
        p3 = lat + F.slice_like(up, lat, axes=(2, 3))
        return self.smooth(p3), p4


Net = TopDown
