"""1-D Haar DWT of a (N, C, L) signal by stepped subscripts `x[:, :, ::2]` and `x[:, :, 1::2]`, approximation and detail stacked on the channel axis."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class HaarDWT1D(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(2.0)

    def hybrid_forward(self, F, x):
        even, odd = x[:, :, ::2], x[:, :, 1::2]
        approx = (even + odd) * self.scale
        detail = (even - odd) * self.scale
        return F.concat(approx, detail, dim=1)


Net = HaarDWT1D
