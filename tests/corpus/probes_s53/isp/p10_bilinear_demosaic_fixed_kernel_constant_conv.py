"""Bilinear demosaicing as a fixed convolution: per-colour site masks and interpolation kernels built with numpy, held by `params.get_constant`, applied by `F.Convolution(weight=...)` with `no_bias=True`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 8, 8)]


def rggb_masks(h, w):
    m = np.zeros((1, 3, h, w), dtype="float32")
    m[0, 0, 0::2, 0::2] = 1
    m[0, 1, 0::2, 1::2] = 1
    m[0, 1, 1::2, 0::2] = 1
    m[0, 2, 1::2, 1::2] = 1
    return m


class BilinearDemosaic(HybridBlock):
    def __init__(self, height=8, width=8, **kwargs):
        super().__init__(**kwargs)
        k_rb = np.array([[1, 2, 1], [2, 4, 2], [1, 2, 1]], dtype="float32") / 4
        k_g = np.array([[0, 1, 0], [1, 4, 1], [0, 1, 0]], dtype="float32") / 4
        w = np.zeros((3, 3, 3, 3), dtype="float32")
        w[0, 0], w[1, 1], w[2, 2] = k_rb, k_g, k_rb
        with self.name_scope():
            self.kernel = self.params.get_constant("kernel", w)
            self.masks = self.params.get_constant("masks", rggb_masks(height, width))

    def hybrid_forward(self, F, raw, kernel, masks):
        sparse = F.broadcast_mul(raw, masks)
        return F.Convolution(sparse, weight=kernel, no_bias=True, kernel=(3, 3), pad=(1, 1), num_filter=3)


Net = BilinearDemosaic
