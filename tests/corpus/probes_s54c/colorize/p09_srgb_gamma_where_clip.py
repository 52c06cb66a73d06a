"""sRGB to linear RGB: clipped input, piecewise gamma by `F.where(x > 0.04045, ((x + 0.055) / 1.055) ** 2.4, x / 12.92)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class SRGBToLinear(HybridBlock):
    def hybrid_forward(self, F, x):
        x = F.clip(x, 0.0, 1.0)
        return F.where(x > 0.04045, ((x + 0.055) / 1.055) ** 2.4, x / 12.92)


Net = SRGBToLinear
