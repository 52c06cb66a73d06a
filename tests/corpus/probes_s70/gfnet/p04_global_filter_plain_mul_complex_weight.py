"""GFNet global filter with the frequency-domain product written as plain operators: the (B, C, H, W)
spectrum times the (C, H, W) weight Parameters by `*`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class PlainFilter(HybridBlock):
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
        re, im = F.dot(x, cos), -F.dot(x, sin)
        out_re = re * w_re - im * w_im
        out_im = re * w_im + im * w_re
        return (F.dot(out_re, cos) - F.dot(out_im, sin)) / 4.0


Net = PlainFilter
