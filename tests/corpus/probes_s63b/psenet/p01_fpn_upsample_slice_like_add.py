"""PSENet FPN top-down merge: the coarser map upsampled by `F.UpSampling(scale=2, sample_type="nearest")`, cropped to the lateral map by `F.slice_like(up, lat, axes=(2, 3))` and added by a plain `+` (equal shapes), smoothed by a 3x3 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3, 3), (2, 4, 5, 5)]


class UpsampleAdd(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(channels, 1)
            self.smooth = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, top, c):
        lat = self.lateral(c)
        up = F.UpSampling(top, scale=2, sample_type="nearest")
        return self.smooth(F.slice_like(up, lat, axes=(2, 3)) + lat)


Net = UpsampleAdd
