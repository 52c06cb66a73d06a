"""1-D spectral convolution: truncated real DFT as (n, modes) cos/sin constants built in numpy at construction, mixed per mode by a (modes, width) weight, inverse by the transposed constants."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 16)]


def dft_matrices(n, modes):
    k = np.arange(modes)[None, :]
    t = np.arange(n)[:, None]
    ang = 2 * np.pi * t * k / n
    return np.cos(ang).astype("float32"), -np.sin(ang).astype("float32")


class SpectralConv1d(HybridBlock):
    def __init__(self, width=4, n=16, modes=5, **kwargs):
        super().__init__(**kwargs)
        cos, sin = dft_matrices(n, modes)
        with self.name_scope():
            self.cos = self.params.get_constant("cos", cos)
            self.sin = self.params.get_constant("sin", sin)
            self.wr = self.params.get("wr", shape=(1, width, modes), init=init.Normal(0.1))
            self.wi = self.params.get("wi", shape=(1, width, modes), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, cos, sin, wr, wi):
        xr, xi = F.dot(x, cos), F.dot(x, sin)
        yr = F.broadcast_mul(xr, wr) - F.broadcast_mul(xi, wi)
        yi = F.broadcast_mul(xr, wi) + F.broadcast_mul(xi, wr)
        return F.dot(yr, cos, transpose_b=True) + F.dot(yi, sin, transpose_b=True)


Net = SpectralConv1d
