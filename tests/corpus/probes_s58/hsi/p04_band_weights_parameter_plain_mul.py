"""Learned band re-weighting for a (N, B, P, P) patch: a (B, 1, 1) Parameter initialised to ones multiplying the patch with a plain `*`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 5, 5)]


class BandReweight(HybridBlock):
    def __init__(self, bands=12, classes=4, **kwargs):
        super(BandReweight, self).__init__(**kwargs)
        with self.name_scope():
            self.band_w = self.params.get("band_w", shape=(bands, 1, 1), init=init.One())
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=bands)
            self.out = nn.Dense(classes)

    def hybrid_forward(self, F, x, band_w):
        x = x * band_w
        return self.out(F.relu(self.conv(x)))


Net = BandReweight
