"""Circular-harmonic filters composed with a plain `*`: the (C, I, R, 1) expanded radial profile times the (R, k*k) basis constant, summed over the ring axis."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 7, 7)]


class Net(HybridBlock):
    def __init__(self, channels=4, in_channels=3, kernel=5, rings=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel = channels, kernel
        yy, xx = np.mgrid[:kernel, :kernel] - (kernel - 1) / 2.0
        radius, theta = np.hypot(xx, yy), np.arctan2(yy, xx)
        basis = np.stack([np.exp(-(radius - r) ** 2) * np.cos(theta) for r in range(rings)]).reshape(rings, -1)
        with self.name_scope():
            self.radial = self.params.get("radial", shape=(channels, in_channels, rings))
            self.basis = self.params.get_constant("basis", basis.astype("float32"))

    def hybrid_forward(self, F, x, radial, basis):
        k = self.kernel
        w = F.sum(radial.expand_dims(-1) * basis, axis=2).reshape((0, 0, k, k))
        return F.Convolution(x, w, kernel=(k, k), pad=(k // 2, k // 2), num_filter=self.channels, no_bias=True)
