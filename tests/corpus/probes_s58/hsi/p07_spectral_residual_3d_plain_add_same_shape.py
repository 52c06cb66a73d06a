"""SSRN spectral residual unit: two padded Conv3D with (7, 1, 1) kernels and BatchNorm, added back to the cube with a plain `+` (equal shapes), then a spatial (1, 3, 3) unit."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 12, 5, 5)]


class SpectralResidual(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(SpectralResidual, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv3D(channels, (7, 1, 1), strides=(2, 1, 1))
            self.a = nn.Conv3D(channels, (7, 1, 1), padding=(3, 0, 0))
            self.bn_a = nn.BatchNorm()
            self.b = nn.Conv3D(channels, (7, 1, 1), padding=(3, 0, 0))
            self.bn_b = nn.BatchNorm()
            self.spatial = nn.Conv3D(channels, (1, 3, 3), padding=(0, 1, 1))

    def hybrid_forward(self, F, cube):
        x = F.relu(self.stem(cube))
        y = self.bn_b(self.b(F.relu(self.bn_a(self.a(x)))))
        x = F.relu(x + y)
        return F.relu(x + self.spatial(x))


Net = SpectralResidual
