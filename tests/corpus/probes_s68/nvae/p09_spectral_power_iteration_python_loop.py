"""NVAE spectral regularisation: the largest singular value of a layer's weight (a (C, C*9) Parameter used by
`F.Convolution`) estimated by a python loop of power iterations from a constant start vector, `dot` with
`transpose_a`, L2 normalisation by `F.norm` and `broadcast_div`; sigma returned beside the output."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4, 4)]


class SpectralConv(HybridBlock):
    def __init__(self, channels=4, iters=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.iters = channels, iters
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, channels * 9))
            self.u0 = self.params.get_constant("u0", np.ones((channels, 1), dtype="float32") / channels ** 0.5)

    def hybrid_forward(self, F, x, weight, u0):
        u = u0
        for _ in range(self.iters):
            v = F.dot(weight, u, transpose_a=True)
            v = F.broadcast_div(v, F.norm(v) + 1e-12)
            u = F.dot(weight, v)
            u = F.broadcast_div(u, F.norm(u) + 1e-12)
        sigma = F.sum(u * F.dot(weight, v))
        w = weight.reshape((self.channels, self.channels, 3, 3))
        y = F.Convolution(x, w, kernel=(3, 3), pad=(1, 1), num_filter=self.channels, no_bias=True)
        return y, sigma


Net = SpectralConv
