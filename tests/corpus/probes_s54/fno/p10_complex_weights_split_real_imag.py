"""Complex spectral weights stored as one (2, C, M) Parameter, split into real and imaginary parts by `F.split(..., num_outputs=2, axis=0)`, the complex product spelled out with broadcast ops."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class ComplexSpectral(HybridBlock):
    def __init__(self, width=3, n=8, modes=3, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(n), np.arange(modes)) / n
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", -np.sin(ang).astype("float32"))
            self.weight = self.params.get("weight", shape=(2, width, modes), init=init.Normal(0.3))

    def hybrid_forward(self, F, x, cos, sin, weight):
        wr, wi = F.split(weight, num_outputs=2, axis=0)
        xr, xi = F.dot(x, cos), F.dot(x, sin)
        yr = F.broadcast_sub(F.broadcast_mul(xr, wr), F.broadcast_mul(xi, wi))
        yi = F.broadcast_add(F.broadcast_mul(xr, wi), F.broadcast_mul(xi, wr))
        return F.dot(yr, cos, transpose_b=True) + F.dot(yi, sin, transpose_b=True)


Net = ComplexSpectral
