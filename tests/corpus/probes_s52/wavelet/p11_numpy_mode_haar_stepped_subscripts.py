"""Numpy-mode Haar DWT: under `npx.set_np()` the stepped subscripts `x[:, :, ::2]` are graph ops, and the two bands are stacked with `np.concatenate`."""
import math

from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 3, 8)]


class NumpyHaar(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = 1.0 / math.sqrt(2.0)

    def hybrid_forward(self, F, x):
        even, odd = x[:, :, ::2], x[:, :, 1::2]
        return F.np.concatenate([(even + odd) * self.scale, (even - odd) * self.scale], axis=1)


Net = NumpyHaar
