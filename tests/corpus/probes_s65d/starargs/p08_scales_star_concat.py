"""The pyramid levels brought to one size and concatenated by `F.concat(*levels, dim=1)` in a helper
taking `*levels`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 4, 4)]


def _stack(F, *levels):
    return F.concat(*levels, dim=1)


class StarPyramidConcat(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)
            self.pool = nn.AvgPool2D(2)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        up = F.UpSampling(self.pool(y), scale=2, sample_type="nearest")
        return _stack(F, y, self.conv(y), up)


Net = StarPyramidConcat
