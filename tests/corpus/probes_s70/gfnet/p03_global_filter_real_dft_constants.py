"""GFNet global filter on a (B, C, H, W) map with real-valued DFT matrices held as constants (cos and sin
tables of each axis, from numpy in the constructor): the 2-D transform as two `F.dot`s over the last axis
with transposes in between, the complex weight as two real Parameters (C, H, W) applied by `broadcast_mul`
(real and imaginary parts), and the inverse transform's real part scaled by 1 / (H W)."""
import numpy as np
from mxnet.gluon import HybridBlock


def dft_tables(n):
    k = np.arange(n)
    ang = 2 * np.pi * np.outer(k, k) / n
    return np.cos(ang).astype("float32"), np.sin(ang).astype("float32")


INPUTS = [(2, 3, 4, 4)]


class GlobalFilter(HybridBlock):
    def __init__(self, channels=3, size=4, **kwargs):
        super().__init__(**kwargs)
        self.norm = 1.0 / (size * size)
        cos, sin = dft_tables(size)
        with self.name_scope():
            self.cos = self.params.get_constant("cos", cos)
            self.sin = self.params.get_constant("sin", sin)
            self.w_re = self.params.get("w_re", shape=(channels, size, size))
            self.w_im = self.params.get("w_im", shape=(channels, size, size))

    def dft2(self, F, re, im, cos, sin, sign):
        # along W, then along H (after swapping the last two axes), (re + i im) times (cos - sign i sin)
        for _ in range(2):
            re, im = F.dot(re, cos) + sign * F.dot(im, sin), F.dot(im, cos) - sign * F.dot(re, sin)
            re, im = re.swapaxes(2, 3), im.swapaxes(2, 3)
        return re, im

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im):
        re, im = self.dft2(F, x, F.zeros_like(x), cos, sin, 1.0)
        re, im = (F.broadcast_mul(re, w_re.expand_dims(0)) - F.broadcast_mul(im, w_im.expand_dims(0)),
                  F.broadcast_mul(re, w_im.expand_dims(0)) + F.broadcast_mul(im, w_re.expand_dims(0)))
        re, _ = self.dft2(F, re, im, cos, sin, -1.0)
        return re * self.norm


Net = GlobalFilter
