"""Numpy-mode GFNet global filter (`@use_np`): a real DFT along W and H by `F.np.matmul` with (W, W) cos/sin
constants, the complex product with the
(C, H, W) weights by plain `*` and `-` (numpy broadcasting against (B, C, H, W), legal in numpy mode), a
layer-scale gamma (C, 1, 1) by a plain `*`, and the inverse transform's real part."""
import numpy as np
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4, 4)]


@use_np
class NumpyGlobalFilter(HybridBlock):
    def __init__(self, channels=3, size=4, **kwargs):
        super().__init__(**kwargs)
        k = np.arange(size)
        ang = 2 * np.pi * np.outer(k, k) / size
        self.norm = 1.0 / (size * size)
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.w_re = self.params.get("w_re", shape=(channels, size, size))
            self.w_im = self.params.get("w_im", shape=(channels, size, size))
            self.gamma = self.params.get("gamma", shape=(channels, 1, 1), init="ones")

    def dft2(self, F, re, im, cos, sin, sign):
        for _ in range(2):
            re, im = (F.np.matmul(re, cos) + sign * F.np.matmul(im, sin),
                      F.np.matmul(im, cos) - sign * F.np.matmul(re, sin))
            re, im = F.np.swapaxes(re, 2, 3), F.np.swapaxes(im, 2, 3)
        return re, im

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im, gamma):
        re, im = self.dft2(F, x, F.np.zeros_like(x), cos, sin, 1.0)
        re, im = re * w_re - im * w_im, re * w_im + im * w_re
        re, _ = self.dft2(F, re, im, cos, sin, -1.0)
        return x + gamma * re * self.norm


Net = NumpyGlobalFilter
