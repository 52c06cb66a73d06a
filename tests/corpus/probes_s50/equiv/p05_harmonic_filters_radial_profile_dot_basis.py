"""Circular-harmonic filters: a learned radial profile (C, I, R) Parameter combined with constant real and imaginary angular bases (R, k*k) by `F.dot`, reshaped to (C, I, k, k) with the codes `(0, 0, k, k)`; the response magnitude `sqrt(re^2 + im^2)` is rotation invariant."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 7, 7)]


def harmonic_basis(kernel, rings, order):
    yy, xx = np.mgrid[:kernel, :kernel] - (kernel - 1) / 2.0
    radius, theta = np.hypot(xx, yy), np.arctan2(yy, xx)
    profile = np.stack([np.exp(-(radius - r) ** 2) for r in range(rings)])        # (R, k, k)
    re = (profile * np.cos(order * theta)).reshape(rings, -1)
    im = (profile * np.sin(order * theta)).reshape(rings, -1)
    return re.astype("float32"), im.astype("float32")


class HarmonicConv(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=5, rings=3, order=1, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel = channels, kernel
        re, im = harmonic_basis(kernel, rings, order)
        with self.name_scope():
            self.radial = self.params.get("radial", shape=(channels, in_channels, rings))
            self.basis_re = self.params.get_constant("basis_re", re)
            self.basis_im = self.params.get_constant("basis_im", im)

    def hybrid_forward(self, F, x, radial, basis_re, basis_im):
        k = self.kernel
        w_re = F.dot(radial, basis_re).reshape((0, 0, k, k))
        w_im = F.dot(radial, basis_im).reshape((0, 0, k, k))
        conv = dict(kernel=(k, k), pad=(k // 2, k // 2), num_filter=self.channels, no_bias=True)
        re = F.Convolution(x, w_re, **conv)
        im = F.Convolution(x, w_im, **conv)
        return F.sqrt(F.square(re) + F.square(im) + 1e-8)


Net = HarmonicConv
