"""Spectral residual unit whose Conv3D spans all remaining bands (one band out), added back to the multi-band cube with a plain `+`; the eager NDArray add broadcasts the 1-band cube."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 5, 5)]


class CollapsedSpectralResidual(HybridBlock):
    def __init__(self, channels=4, bands=8, **kwargs):
        super(CollapsedSpectralResidual, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv3D(channels, (3, 1, 1))
            self.a = nn.Conv3D(channels, (bands - 2, 1, 1))
            self.b = nn.Conv3D(channels, (3, 3, 3), padding=(1, 1, 1))

    def hybrid_forward(self, F, cube):
        x = F.relu(self.stem(cube))
        y = self.b(F.relu(self.a(x)))
        return F.relu(y + x)


Net = CollapsedSpectralResidual
