"""Spectral convolution that builds its DFT angles in the forward from `F.arange(x.shape[-1])` so that one layer serves every resolution."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 16)]


class SpectralConv1d(HybridBlock):
    def __init__(self, width=4, modes=5, **kwargs):
        super().__init__(**kwargs)
        self.modes = modes
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, width, modes), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, weight):
        t = F.arange(x.shape[-1]).reshape((-1, 1))
        k = F.arange(self.modes).reshape((1, -1))
        ang = F.broadcast_mul(t, k) * (2 * math.pi / 16)
        cos = F.cos(ang)
        spec = F.broadcast_mul(F.dot(x, cos), weight)
        return F.dot(spec, cos, transpose_b=True)


Net = SpectralConv1d
