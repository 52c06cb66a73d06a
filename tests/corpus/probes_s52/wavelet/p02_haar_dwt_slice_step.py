"""1-D Haar DWT by `F.slice(x, begin=(None, None, k), end=(None, None, None), step=(None, None, 2))`, the graph form of stepped subscripts."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


def even_odd(F, x):
    even = F.slice(x, begin=(None, None, 0), end=(None, None, None), step=(None, None, 2))
    odd = F.slice(x, begin=(None, None, 1), end=(None, None, None), step=(None, None, 2))
    return even, odd


class HaarDWT1D(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(2.0)

    def hybrid_forward(self, F, x):
        even, odd = even_odd(F, x)
        return F.concat((even + odd) * self.scale, (even - odd) * self.scale, dim=1)


Net = HaarDWT1D
