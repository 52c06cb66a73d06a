"""Numpy-mode spectral layer: `np.matmul` against cos/sin constants, per-mode weights added by numpy broadcasting, GELU by `npx.leaky_relu`."""
import numpy as onp
from mxnet import init, np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 4, 10)]


class SpectralLayer(HybridBlock):
    def __init__(self, width=4, n=10, modes=3, **kwargs):
        super().__init__(**kwargs)
        ang = 2 * onp.pi * onp.outer(onp.arange(n), onp.arange(modes)) / n
        with self.name_scope():
            self.cos = self.params.get_constant("cos", onp.cos(ang).astype("float32"))
            self.w = self.params.get("w", shape=(width, modes), init=init.Normal(0.3))

    def hybrid_forward(self, F, x, cos, w):
        spec = F.np.matmul(x, cos) * w
        out = F.np.matmul(spec, F.np.transpose(cos))
        return F.npx.leaky_relu(out + x, act_type="gelu")


Net = SpectralLayer
