"""Gaussian splatting colour from spherical harmonics of degree 0-1 (the constant C0 and C1 of the reference
renderer): view directions normalised by `L2Normalization`, split into x, y, z (N, 1) columns, the (N, 4, 3)
SH coefficients split along axis 1 with `squeeze_axis=True` into (N, 3) bands, combined by `broadcast_mul`;
a python `degree` from the constructor decides whether the first band is used."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 4, 3)]

C0 = 0.28209479177387814
C1 = 0.4886025119029199


class SHColour(HybridBlock):
    def __init__(self, degree=1, **kwargs):
        super().__init__(**kwargs)
        self.degree = degree

    def hybrid_forward(self, F, dirs, sh):
        bands = F.split(sh, num_outputs=4, axis=1, squeeze_axis=True)
        colour = C0 * bands[0]
        if self.degree > 0:
            x, y, z = F.split(F.L2Normalization(dirs, mode="instance"), num_outputs=3, axis=1)
            colour = (colour - C1 * F.broadcast_mul(y, bands[1]) + C1 * F.broadcast_mul(z, bands[2])
                      - C1 * F.broadcast_mul(x, bands[3]))
        return F.relu(colour + 0.5)


Net = SHColour
