"""GFNet frequency-domain product through a module helper without F, `complex_mul(a_re, a_im, w_re, w_im)`
written with plain `*`, `-` and `+`, called with the (B, C, H, W) spectrum and the (C, H, W) weight
Parameters."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


def complex_mul(a_re, a_im, w_re, w_im):
    return a_re * w_re - a_im * w_im, a_re * w_im + a_im * w_re


class HelperComplexFilter(HybridBlock):
    def __init__(self, channels=3, size=4, **kwargs):
        super().__init__(**kwargs)
        k = np.arange(size)
        ang = 2 * np.pi * np.outer(k, k) / size
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.w_re = self.params.get("w_re", shape=(channels, size, size))
            self.w_im = self.params.get("w_im", shape=(channels, size, size))

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im):
        re, im = complex_mul(F.dot(x, cos), -F.dot(x, sin), w_re, w_im)
        return (F.dot(re, cos) - F.dot(im, sin)) * 0.25


Net = HelperComplexFilter
